/**
 * Calendar days without a date library: what the signup age rule needs in the browser and on
 * the server alike. A day is its year, month and day in some time zone's calendar; "today" comes
 * from `Intl.DateTimeFormat` with that time zone, so no luxon travels to the browser
 * (decision 036).
 */

/** A day of the proleptic Gregorian calendar; month 1-12, day 1-31. */
export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Whether the three numbers name a day that exists. */
export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/** The next day. */
export function nextCalendarDay({ year, month, day }: CalendarDate): CalendarDate {
  if (day < daysInMonth(year, month)) return { year, month, day: day + 1 }
  return month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 }
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        era: 'short',
      })
    } catch {
      throw new Error(`Unknown time zone: ${timeZone}`)
    }
    dayFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar day an instant falls on in a time zone (an IANA name such as Europe/Amsterdam). */
export function calendarDateIn(instant: Date | number, timeZone: string): CalendarDate {
  const parts = dayFormatter(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value)
  const era = parts.find((entry) => entry.type === 'era')?.value
  const year = part('year')
  // Years before 1 AD come out as "n BC"; astronomical numbering makes 1 BC year 0.
  return { year: era === 'BC' ? 1 - year : year, month: part('month'), day: part('day') }
}

/** A calendar date written as YYYY-MM-DD (what a date input sends), or null when there is none. */
export function parseCalendarDateString(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isCalendarDate(date) ? date : null
}

/**
 * The first day on which someone born on `birth` is `years` old. Someone born on 29 February
 * comes of age on 1 March in a common year: the day after their birthday would have been, and
 * the day their age changes in every other rule of the site.
 */
export function birthdayOfAge(birth: CalendarDate, years: number): CalendarDate {
  const year = birth.year + years
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) {
    return { year, month: 3, day: 1 }
  }
  return { year, month: birth.month, day: birth.day }
}
