export { EmailField, type EmailFieldProps } from '../TextField/TextField.tsx'
