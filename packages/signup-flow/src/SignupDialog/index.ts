export { SignupDialog, type SignupDialogProps } from './SignupDialog.tsx'
