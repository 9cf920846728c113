import { forwardRef } from 'react'
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx'

export type EmailFieldProps = Omit<TextFieldProps, 'type'>

/**
 * An email address field: a real `type="email"` input (its name, label, hint and error as
 * TextField's), filled from the browser's saved address unless `autoComplete` says otherwise
 * (`username` where the address names an account).
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { autoComplete = 'email', ...props },
  ref,
) {
  return <TextField ref={ref} type="email" autoComplete={autoComplete} {...props} />
})
