import { cx } from '../../utils/class-names.ts'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import * as styles from './Spinner.css.ts'

export type SpinnerProps = styles.SpinnerVariants & {
  /** Read by screen readers, e.g. "Loading"; omit when the surrounding text already says it. */
  label?: string
  className?: string
}

export function Spinner({ size, tone, label, className }: SpinnerProps) {
  return (
    <span className={cx(styles.wrapper, className)} role={label ? 'status' : undefined}>
      <span className={styles.spinner({ size, tone })} aria-hidden="true" />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  )
}
