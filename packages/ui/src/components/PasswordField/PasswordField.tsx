import { forwardRef } from 'react'
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx'

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /** `current` asks for the password the account has; `new` for one to set (managers offer one). */
  purpose: 'current' | 'new'
}

/** A password field: a real `type="password"` input that password managers fill or save. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ purpose, ...props }, ref) {
    return <TextField ref={ref} type="password" autoComplete={`${purpose}-password`} {...props} />
  },
)
