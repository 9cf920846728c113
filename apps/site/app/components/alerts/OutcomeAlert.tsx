import { Alert } from '@dating/ui/Alert'
import type { ReactNode } from 'react'

/** What an alert's button achieved, announced, in the alert's place until it settles. */
export function OutcomeAlert({
  children,
  onDismiss,
  dismissLabel,
}: {
  children: ReactNode
  onDismiss: () => void
  dismissLabel: string
}) {
  return (
    <Alert tone="success" announce onDismiss={onDismiss} dismissLabel={dismissLabel}>
      {children}
    </Alert>
  )
}
