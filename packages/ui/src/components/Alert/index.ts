export { Alert, type AlertProps } from './Alert.tsx'
export { alertTones } from './Alert.css.ts'
