import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import { FieldFrame, useFieldIds } from '../../utils/field.tsx'
import * as styles from './TextField.css.ts'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode
  /** Keeps the label for screen readers only, e.g. beside a search button. */
  hideLabel?: boolean
  hint?: ReactNode
  /** Error message; when set the input is marked invalid and described by it. */
  error?: ReactNode
  /** Class for the wrapper around label, input and messages. */
  fieldClassName?: string
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hideLabel = false,
    hint,
    error,
    id,
    type = 'text',
    className,
    fieldClassName,
    'aria-describedby': extraDescribedBy,
    ...inputProps
  },
  ref,
) {
  const ids = useFieldIds(id, hint != null, error != null, extraDescribedBy)
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={fieldClassName}
    >
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        aria-invalid={error != null ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(styles.control, className)}
        {...inputProps}
      />
    </FieldFrame>
  )
})

export type EmailFieldProps = Omit<TextFieldProps, 'type'>

/**
 * An email address field: a real `type="email"` input (its name, label, hint and error as
 * TextField's), filled from the browser's saved address unless `autoComplete` says otherwise
 * (`username` where the address names an account). Beside TextField in one module, so a page
 * loads the three in one file.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { autoComplete = 'email', ...props },
  ref,
) {
  return <TextField ref={ref} type="email" autoComplete={autoComplete} {...props} />
})

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
