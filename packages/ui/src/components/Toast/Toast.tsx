import type { ReactNode } from 'react'
import { DismissButton } from '../../utils/dismiss-button.tsx'
import { toneIcons } from '../../utils/tone.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './Toast.css.ts'

export type ToastProps = styles.ToastVariants & {
  title?: ReactNode
  children?: ReactNode
  /** Shows a close button that calls this. */
  onDismiss?: () => void
  /** Accessible name of the close button, e.g. "Dismiss". */
  dismissLabel?: string
  /** Optional action under the text, e.g. a link. */
  action?: ReactNode
}

/** One short notice, at most 350 px wide. Render toasts inside a `ToastRegion`. */
export function Toast({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel,
  action,
}: ToastProps) {
  return (
    <div className={styles.toast({ tone })}>
      <Icon glyph={toneIcons[tone]} className={styles.icon({ tone })} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action}
      </div>
      {onDismiss ? (
        <DismissButton label={dismissLabel} onDismiss={onDismiss} className={styles.dismiss} />
      ) : null}
    </div>
  )
}

export type ToastRegionProps = {
  /** Landmark name, e.g. "Notifications". */
  label: string
  children?: ReactNode
}

/**
 * Fixed stack of toasts and a polite live region: keep it mounted (even empty) so screen readers
 * announce the toasts added to it later.
 */
export function ToastRegion({ label, children }: ToastRegionProps) {
  return (
    <section aria-label={label} className={styles.region}>
      <div className={styles.list} aria-live="polite" aria-relevant="additions text">
        {children}
      </div>
    </section>
  )
}
