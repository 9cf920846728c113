export { Toast, type ToastProps, ToastRegion, type ToastRegionProps } from './Toast.tsx'
export { toastMaxWidth, toastTones } from './Toast.css.ts'
