import type { AlertMember, DismissibleAlert } from '@dating/domain/alerts'
import type { PushState } from '@dating/domain/push'

export interface AlertsContext {
  member: AlertMember | null
  pathname: string
  push: PushState
  pushKeySet: boolean
  /** When each alert was dismissed (ms since epoch); absent: not dismissed. */
  dismissedAt: Partial<Record<DismissibleAlert, number>>
}

export interface AlertsInput {
  member: AlertMember | null
  pathname: string
  pushKeySet: boolean
  /** Default `unknown`: the app reports the browser's state once it knows it. */
  push?: PushState
}
