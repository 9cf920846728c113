export {
  ConfirmButton,
  type ConfirmButtonProps,
  ConfirmDialog,
  type ConfirmDialogProps,
} from './ConfirmDialog.tsx'
