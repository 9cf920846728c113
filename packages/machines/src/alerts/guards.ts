import type { AlertsContext } from './types.ts'

/** Whether the member has email notifications off, so there is something to turn back on. */
export function hasDisabledMail(context: Pick<AlertsContext, 'member'>): boolean {
  return (context.member?.notificationsDisabled.length ?? 0) > 0
}

/** Whether the browser can still be asked: capable and not yet subscribed. */
export function canEnablePush(context: Pick<AlertsContext, 'push'>): boolean {
  return context.push === 'not-subscribed'
}
