import { signupLimits } from '@dating/domain/signup'

/** The three selects of the date of birth; each is '' until chosen. */
export interface DateParts {
  day: string
  month: string
  year: string
}

export const emptyDateParts: DateParts = { day: '', month: '', year: '' }

/** The parts of a YYYY-MM-DD value (what the machine holds), or none. */
export function datePartsOf(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return emptyDateParts
  const [, year = '', month = '', day = ''] = match
  return { day: String(Number(day)), month: String(Number(month)), year }
}

/**
 * YYYY-MM-DD once all three are chosen, else ''. An impossible day (30 February) is passed on
 * as it is, so the machine names it 'Invalid date of birth.'.
 */
export function dateOfParts({ day, month, year }: DateParts): string {
  if (day === '' || month === '' || year === '') return ''
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

export const dayNumbers: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 1)
export const monthNumbers: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1)

/**
 * The years to choose from, newest first: from the year someone turning 18 this year was born
 * to the oldest year a 99-year-old may have been born in.
 */
export function birthYears(currentYear: number): number[] {
  const newest = currentYear - signupLimits.minimumAge
  const oldest = currentYear - signupLimits.maximumAge - 1
  return Array.from({ length: newest - oldest + 1 }, (_, index) => newest - index)
}

/** Month names in the visitor's language, January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return monthNumbers.map((month) => format.format(Date.UTC(2000, month - 1, 1)))
}
