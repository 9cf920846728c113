import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react'
import { cx } from '../../utils/class-names.ts'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import * as styles from './Switch.css.ts'

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  label: ReactNode
  /** Keeps the label for screen readers only, e.g. in a table whose headers say it. */
  hideLabel?: boolean
}

/**
 * An on/off setting: a checkbox with the switch role, so forms post it like any checkbox
 * (`name=on` when on) and assistive technology announces "on" and "off".
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, hideLabel = false, className, onChange, ...inputProps },
  ref,
) {
  // Mirrors the checkbox for aria-checked, whether the caller controls it or not.
  const [on, setOn] = useState(inputProps.defaultChecked ?? false)
  const checked = inputProps.checked ?? on
  return (
    <label className={cx(styles.root, className)}>
      <span className={styles.track}>
        <input
          ref={ref}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className={styles.input}
          onChange={(event) => {
            setOn(event.target.checked)
            onChange?.(event)
          }}
          {...inputProps}
        />
        <span className={styles.thumb} aria-hidden="true" />
      </span>
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </label>
  )
})
