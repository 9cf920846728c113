import { lazy, type ReactNode, Suspense } from 'react'
import { Alert } from '../Alert/Alert.tsx'
import * as styles from './ActivationReminder.css.ts'

// The dialog shows only in the browser (right after a signup on a phone), so pages load the
// modal's code when it first shows rather than with the banner.
const ActivationReminderDialog = lazy(() =>
  import('./ActivationReminderDialog.tsx').then((module) => ({
    default: module.ActivationReminderDialog,
  })),
)

export const activationReminderPresentations = ['banner', 'modal'] as const
export type ActivationReminderPresentation = (typeof activationReminderPresentations)[number]

export type ActivationReminderProps = {
  /** A banner in the page flow, or a dialog over the page (right after a signup on a phone). */
  presentation: ActivationReminderPresentation
  /** E.g. "Confirm your email". */
  title: ReactNode
  /** E.g. "We sent a link to anna@example.com." */
  children: ReactNode
  /** The send-again control, e.g. a form with one button. */
  action: ReactNode
  /**
   * What the last send-again did ("A new link is on its way."), read out when it changes. The
   * live region is always rendered so screen readers notice the change.
   */
  notice?: ReactNode
  /** The dialog's close button and Escape; the banner stays until the email is confirmed. */
  onClose: () => void
  /** Accessible name of the dialog's close button. */
  closeLabel: string
}

/** SPEC §4's activation reminder: asks a member to confirm their email address. */
export function ActivationReminder({
  presentation,
  title,
  children,
  action,
  notice,
  onClose,
  closeLabel,
}: ActivationReminderProps) {
  const live = (
    <p role="status" className={styles.notice}>
      {notice}
    </p>
  )
  if (presentation === 'modal') {
    return (
      <Suspense fallback={null}>
        <ActivationReminderDialog
          title={title}
          action={action}
          live={live}
          onClose={onClose}
          closeLabel={closeLabel}
        >
          {children}
        </ActivationReminderDialog>
      </Suspense>
    )
  }
  return (
    <Alert tone="warning" title={title} actions={action}>
      <p>{children}</p>
      {live}
    </Alert>
  )
}
