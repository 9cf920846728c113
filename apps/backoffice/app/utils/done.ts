import type { MessageId } from '@dating/i18n/message-ids'

/**
 * What a form just did, carried in the `done` query parameter of the page it redirects to,
 * so the confirmation shows without JavaScript and without a cookie.
 */
export const doneMessages = {
  decided: 'backoffice.done.decided',
  suspended: 'backoffice.done.suspended',
  dismissed: 'backoffice.done.dismissed',
  appeal: 'backoffice.done.appeal',
  approved: 'backoffice.done.approved',
  removed: 'backoffice.done.removed',
  granted: 'backoffice.done.granted',
  invited: 'backoffice.done.invited',
  revoked: 'backoffice.done.revoked',
} as const satisfies Record<string, MessageId>

export type Done = keyof typeof doneMessages

export function doneMessage(value: string | null): MessageId | null {
  return value !== null && Object.hasOwn(doneMessages, value) ? doneMessages[value as Done] : null
}

/** `path?done=<done>` */
export function withDone(path: string, done: Done): string {
  const [pathname, search = ''] = path.split('?')
  const params = new URLSearchParams(search)
  params.set('done', done)
  return `${pathname}?${params}`
}
