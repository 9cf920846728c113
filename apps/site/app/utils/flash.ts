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
] as const
export type Flash = { id: (typeof flashIds)[number]; values: Record<string, string> }

export const flashCookieName = 'flash'
const maxAgeSeconds = 60
const maxValueLength = 80

export function flashCookie(flash: Flash, secure: boolean): string {
  const values = Object.fromEntries(
    Object.entries(flash.values).map(([key, value]) => [key, value.slice(0, maxValueLength)]),
  )
  const value = encodeURIComponent(JSON.stringify({ id: flash.id, values }))
  const parts = [
    `${flashCookieName}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The flash in a Cookie header, or null when there is none or it is not one of ours. */
export function readFlash(cookieHeader: string): Flash | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${flashCookieName}=`))
  if (!raw) return null
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.slice(flashCookieName.length + 1))) as unknown
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

export const clearedFlashCookie = `${flashCookieName}=; Max-Age=0; Path=/; SameSite=Lax`
