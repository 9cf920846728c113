import type { IntlShape } from 'react-intl'

/** A message's time: the clock time today, the date before. */
export function messageTime(intl: IntlShape, iso: string, now = new Date()): string {
  const date = new Date(iso)
  const today = date.toDateString() === now.toDateString()
  return today
    ? intl.formatTime(date, { hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(date, { day: 'numeric', month: 'short' })
}
