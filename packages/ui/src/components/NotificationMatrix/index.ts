export {
  NotificationMatrix,
  type NotificationMatrixProps,
  type NotificationMatrixRow,
} from './NotificationMatrix.tsx'
