import type { HTMLAttributes } from 'react'
import { cx } from '../../utils/class-names.ts'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import * as styles from './Badge.css.ts'

export type BadgeTone = NonNullable<styles.BadgeVariants['tone']>

export type BadgeProps = HTMLAttributes<HTMLSpanElement> &
  styles.BadgeVariants & {
    /**
     * Full text for screen readers when the visible text is terse, e.g. visible "99+" with
     * "More than 99 unread messages".
     */
    srLabel?: string
  }

/** A small pill for counters (`99+`), statuses and markers. */
export function Badge({ tone, size, srLabel, className, children, ...spanProps }: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone, size }), className)} {...spanProps}>
      {srLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={visuallyHidden}>{srLabel}</span>
        </>
      ) : (
        children
      )}
    </span>
  )
}
