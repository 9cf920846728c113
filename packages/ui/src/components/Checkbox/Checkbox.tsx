import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { cx } from '../../utils/class-names.ts'
import { FieldError } from '../../utils/field.tsx'
import * as styles from './Checkbox.css.ts'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** What ticking the box means, in full: a consent is given by exactly this text. */
  label: ReactNode
  /** Said under the box while it is in error, and announced with it. */
  error?: string | null
}

/**
 * A native checkbox beside its label, large enough to tap, with its error below: forms post it
 * like any checkbox (`name=value` when ticked, nothing when not), before and after hydration.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, className, id, ...inputProps },
  ref,
) {
  const ownId = useId()
  const errorId = `${id ?? ownId}-error`
  return (
    <div className={cx(styles.root, className)} data-invalid={error ? '' : undefined}>
      <label className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={cx(styles.box, error ? styles.invalid : undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
})
