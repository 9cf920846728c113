import { daysInMonth } from '@dating/domain/calendar'
import { defaultDateLocale } from '@dating/domain/locales'
import { type CatalogueId, intlLocaleFor } from './locales.ts'

/*
 * Dates through the platform's Intl, so the browser bundle carries no date library
 * (decision 036). The options are those of luxon's DATE_SHORT, DATE_MED, DATE_FULL and
 * DATETIME_MED presets, which this module used before; format.test.ts checks the output
 * against luxon for every catalogue.
 */

export const dateStyles = ['short', 'medium', 'long'] as const
export type DateStyle = (typeof dateStyles)[number]

const dateFormats: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: 'numeric', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
}

const dateTimeFormat: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
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
  return formatWallClock(parseIso(iso), locale, dateFormats[style])
}

/** Date and time of day, e.g. for chat messages, with the same rules as formatDate. */
export function formatDateTime(iso: string, locale: CatalogueId = defaultDateLocale): string {
  return formatWallClock(parseIso(iso), locale, dateTimeFormat)
}

/** Whole years between a date of birth and a day (today in UTC by default). */
export function ageOn(
  dateOfBirth: string,
  day: string = new Date().toISOString().slice(0, 10),
): number {
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

/** The date and time of day as written in an ISO string, at the offset written there. */
interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

const isoPattern =
  /^([+-]\d{6}|\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

/**
 * Reads an ISO 8601 calendar date with an optional time and offset (`2024-03-05`,
 * `2024-03-05T23:30:00Z`, `2024-03-05T00:30:00.000+02:00`) into the fields written in it.
 * The offset only has to be well formed: a date is shown at the offset it was written with.
 */
function parseIso(iso: string): WallClock {
  const match = isoPattern.exec(iso)
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`)
  const number = (text: string | undefined, fallback: number) =>
    text === undefined ? fallback : Number(text)
  const wall: WallClock = {
    year: Number(match[1]),
    month: number(match[2], 1),
    day: number(match[3], 1),
    hour: number(match[4], 0),
    minute: number(match[5], 0),
    second: number(match[6], 0),
    millisecond: match[7] ? Math.floor(Number(`0.${match[7]}`) * 1000) : 0,
  }
  const offset = match[8]
  const offsetValid =
    offset === undefined ||
    offset === 'Z' ||
    (Number(offset.slice(1, 3)) <= 23 && Number(offset.replace(':', '').slice(3) || '0') <= 59)
  const valid =
    offsetValid &&
    wall.month >= 1 &&
    wall.month <= 12 &&
    wall.day >= 1 &&
    wall.day <= daysInMonth(wall.year, wall.month) &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    wall.second <= 59
  if (!valid) throw new RangeError(`Not an ISO date: ${iso}`)
  return wall
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatWallClock(
  wall: WallClock,
  locale: CatalogueId,
  options: Intl.DateTimeFormatOptions,
): string {
  const tag = intlLocaleFor(locale)
  const key = `${tag}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })
    formatters.set(key, formatter)
  }
  // The written fields as a UTC instant, formatted in UTC: the same day and time of day as
  // written, whatever the zone of the machine that renders it.
  const instant = new Date(0)
  instant.setUTCFullYear(wall.year, wall.month - 1, wall.day)
  instant.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond)
  // formatToParts keeps ICU's text as it is (a narrow no-break space before AM/PM, as luxon
  // gave for UTC dates); V8's format() swaps that space for a plain one.
  return formatter
    .formatToParts(instant)
    .map((part) => part.value)
    .join('')
}
