import type { AlertMember, DismissibleAlert } from '@dating/domain/alerts'
import type { PushState } from '@dating/domain/push'

export type AlertsEvent =
  /** The page changed (client navigation). */
  | { type: 'navigate'; pathname: string }
  /** The member was loaded again, e.g. after mail was turned back on; null after logout. */
  | { type: 'member-changed'; member: AlertMember | null }
  | { type: 'push-changed'; push: PushState }
  /** The member closed an alert at `at` (ms since epoch), stored under SPEC §4's key. */
  | { type: 'dismiss'; alert: DismissibleAlert; at: number }
  /** The disabled-notifications alert's button: email notifications on again. */
  | { type: 'enable-mail' }
  /** The push alert's button: ask the browser and subscribe. */
  | { type: 'enable-push' }
