import { readCookies, visitorCookies } from '@dating/remix-server/cookies'

/**
 * A one-off notice for the next page (e.g. "You blocked Anna." after a block sends the member to
 * the members list): the action sets a short-lived cookie, the layout shows it once and clears it.
 * It carries a catalogue id and its values, so the page words it in the member's language.
 */
export const flashIds = [
  'safety.blocked',
  'login.reactivated',
  'resetPassword.changed',
  'activationReminder.sent',
  'api.error.activation_limit',
  'api.error.already_activated',
  'settings.email.changed',
  'accountDeleted.welcomeBack',
  'likes.liked',
  'likes.unliked',
  'likes.matchTitle',
  'likes.notSaved',
  'safety.reported',
] as const
export type Flash = { id: (typeof flashIds)[number]; values: Record<string, string> }

const maxValueLength = 80

/** The cookie value of a notice (written with `visitorOf(request).setCookie('flash', …)`). */
export function flashValue(flash: Flash): string {
  const values = Object.fromEntries(
    Object.entries(flash.values).map(([key, value]) => [key, value.slice(0, maxValueLength)]),
  )
  return JSON.stringify({ id: flash.id, values })
}

/** The flash in a Cookie header (or `document.cookie`), or null when there is none or it is not one of ours. */
export function readFlash(cookieHeader: string): Flash | null {
  const raw = readCookies(cookieHeader)[visitorCookies.flash.name]
  if (raw === undefined) return null
  try {
    const parsed = JSON.parse(raw) as unknown
    if (typeof parsed !== 'object' || parsed === null) return null
    const { id, values } = parsed as { id?: unknown; values?: unknown }
    if (!flashIds.includes(id as Flash['id'])) return null
    if (typeof values !== 'object' || values === null) return null
    const strings = Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    return { id: id as Flash['id'], values: Object.fromEntries(strings) }
  } catch {
    return null
  }
}
