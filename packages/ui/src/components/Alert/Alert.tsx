import type { ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import { DismissButton } from '../../utils/dismiss-button.tsx'
import { toneIcons } from '../../utils/tone.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './Alert.css.ts'

export type AlertProps = styles.AlertVariants & {
  title?: ReactNode
  children?: ReactNode
  /** Buttons or links under the text, e.g. "Upload a photo". */
  actions?: ReactNode
  /** Shows a close button that calls this. */
  onDismiss?: () => void
  /** Accessible name of the close button, e.g. "Hide this message". */
  dismissLabel?: string
  /**
   * Announce the banner when it appears (`role="alert"` for danger, `role="status"` otherwise).
   * Leave off for banners that are part of the page on load.
   */
  announce?: boolean
  className?: string
}

/** An inline banner inside the page flow. */
export function Alert({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  dismissLabel,
  announce = false,
  className,
}: AlertProps) {
  const role = announce ? (tone === 'danger' ? 'alert' : 'status') : undefined
  return (
    <div className={cx(styles.alert({ tone }), className)} role={role}>
      <Icon glyph={toneIcons[tone]} className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <DismissButton label={dismissLabel} onDismiss={onDismiss} className={styles.dismiss} />
      ) : null}
    </div>
  )
}
