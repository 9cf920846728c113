export { PasswordField, type PasswordFieldProps } from '../TextField/TextField.tsx'
