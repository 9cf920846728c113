import { defaultDateLocale } from '@dating/domain/locales'
import { DateTime, type DateTimeFormatOptions } from 'luxon'
import { type CatalogueId, intlLocaleFor } from './locales.ts'

export const dateStyles = ['short', 'medium', 'long'] as const
export type DateStyle = (typeof dateStyles)[number]

const dateFormats: Record<DateStyle, DateTimeFormatOptions> = {
  short: DateTime.DATE_SHORT,
  medium: DateTime.DATE_MED,
  long: DateTime.DATE_FULL,
}

/**
 * A date in the reader's language; nl by default (SPEC §1). The offset written in the ISO
 * string is kept, so the server and the browser render the same day.
 */
export function formatDate(
  iso: string,
  locale: CatalogueId = defaultDateLocale,
  style: DateStyle = 'medium',
): string {
  return parseIso(iso).setLocale(intlLocaleFor(locale)).toLocaleString(dateFormats[style])
}

/** Date and time of day, e.g. for chat messages, with the same rules as formatDate. */
export function formatDateTime(iso: string, locale: CatalogueId = defaultDateLocale): string {
  return parseIso(iso).setLocale(intlLocaleFor(locale)).toLocaleString(DateTime.DATETIME_MED)
}

/** Whole years between a date of birth and a day (today in UTC by default). */
export function ageOn(dateOfBirth: string, day: string = DateTime.utc().toISODate()): number {
  const birth = parseIso(dateOfBirth)
  const on = parseIso(day)
  const hadBirthdayThisYear =
    on.month > birth.month || (on.month === birth.month && on.day >= birth.day)
  return on.year - birth.year - (hadBirthdayThisYear ? 0 : 1)
}

/** Time-bonus countdown (SPEC §4): hours, minutes and seconds, two digits each, e.g. 03:59:07. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  return [hours, minutes, total % 60].map((part) => String(part).padStart(2, '0')).join(':')
}

function parseIso(iso: string): DateTime {
  const parsed = DateTime.fromISO(iso, { setZone: true })
  if (!parsed.isValid) throw new RangeError(`Not an ISO date: ${iso}`)
  return parsed
}
