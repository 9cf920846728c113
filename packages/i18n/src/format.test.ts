import { describe, expect, it } from 'vitest'
import { DateTime } from 'luxon'
import { ageOn, dateStyles, formatCountdown, formatDate, formatDateTime } from './format.ts'
import { catalogueIds, intlLocaleFor } from './locales.ts'

describe('formatDate', () => {
  it('formats in the reader language', () => {
    expect(formatDate('2024-03-05T10:00:00Z', 'de')).toBe('5. März 2024')
    expect(formatDate('2024-03-05T10:00:00Z', 'fr')).toBe('5 mars 2024')
    expect(formatDate('2024-03-05', 'pl', 'short')).toBe('5.03.2024')
  })

  it('uses Dutch by default', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('5 mrt 2024')
  })

  it('writes plain English the British way and en-US the American way', () => {
    expect(formatDate('2024-03-05', 'en', 'short')).toBe('05/03/2024')
    expect(formatDate('2024-03-05', 'en-US', 'short')).toBe('3/5/2024')
  })

  it('keeps the day of the offset written in the date', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'en')).toBe('5 Mar 2024')
    expect(formatDate('2024-03-05T00:30:00+02:00', 'en')).toBe('5 Mar 2024')
  })

  it('rejects what is not an ISO date', () => {
    expect(() => formatDate('yesterday', 'en')).toThrow(RangeError)
  })
})

describe('formatDateTime', () => {
  it('adds the time of day in the local convention', () => {
    expect(formatDateTime('2024-03-05T23:30:00Z', 'de')).toBe('5. März 2024, 23:30')
    expect(formatDateTime('2024-03-05T23:30:00Z', 'fi')).toBe('5.3.2024 klo 23.30')
  })
})

describe('ageOn', () => {
  it('counts whole years up to the birthday', () => {
    expect(ageOn('1990-06-15', '2024-06-14')).toBe(33)
    expect(ageOn('1990-06-15', '2024-06-15')).toBe(34)
    expect(ageOn('1990-06-15', '2024-12-31')).toBe(34)
  })

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17)
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18)
  })
})

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(14_399)).toBe('03:59:59')
    expect(formatCountdown(3 * 3600 + 59 * 60 + 7)).toBe('03:59:07')
    expect(formatCountdown(14_400)).toBe('04:00:00')
    expect(formatCountdown(61)).toBe('00:01:01')
  })

  it('shows zero for past deadlines and drops fractions', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(-5)).toBe('00:00:00')
    expect(formatCountdown(59.9)).toBe('00:00:59')
    expect(formatCountdown(Number.NaN)).toBe('00:00:00')
  })
})

describe('Intl formatting, checked against luxon (the former implementation)', () => {
  const luxonFormats = {
    short: DateTime.DATE_SHORT,
    medium: DateTime.DATE_MED,
    long: DateTime.DATE_FULL,
  } as const
  const samples = [
    '2024-03-05',
    '2024-02-29',
    '1999-12-31',
    '2024-03-05T23:30:00Z',
    '2024-03-05T00:30:00+02:00',
    '2024-10-27T02:30:00.123+01:00',
    '2024-07-01T12:05:09.5-09:30',
    '2024-01-15T08:00:00+0530',
    '2026-11-24T22:29:26.000Z',
    '2024-03-05T07:04',
  ]
  const luxon = (iso: string) => DateTime.fromISO(iso, { setZone: true })
  // luxon wrote the space before AM/PM as U+202F for some offsets and U+0020 for others
  // (formatToParts or format underneath); this module always keeps ICU's U+202F.
  const spaces = (text: string) => text.replaceAll('\u202f', ' ')

  it('writes every date style in every catalogue as luxon did', () => {
    for (const locale of catalogueIds) {
      for (const iso of samples) {
        for (const style of dateStyles) {
          expect(spaces(formatDate(iso, locale, style)), `${locale} ${style} ${iso}`).toBe(
            spaces(luxon(iso).setLocale(intlLocaleFor(locale)).toLocaleString(luxonFormats[style])),
          )
        }
        expect(spaces(formatDateTime(iso, locale)), `${locale} ${iso}`).toBe(
          spaces(luxon(iso).setLocale(intlLocaleFor(locale)).toLocaleString(DateTime.DATETIME_MED)),
        )
      }
    }
  })

  it('counts ages as luxon did and refuses the same impossible dates', () => {
    expect(ageOn('1990-06-15T23:00:00-05:00', '2024-06-15T01:00:00+09:00')).toBe(34)
    for (const bad of ['2023-02-29', '2024-13-01', '2024-03-05T25:00:00Z', '05.03.2024', '']) {
      expect(luxon(bad).isValid, bad).toBe(false)
      expect(() => formatDate(bad, 'en'), bad).toThrow(RangeError)
    }
  })

  it('does not depend on the machine time zone for dates written without an offset', () => {
    expect(formatDate('2024-03-05', 'de', 'long')).toBe('5. März 2024')
    expect(formatDateTime('2024-03-05T07:04', 'en')).toBe('5 Mar 2024, 07:04')
    expect(formatDateTime('2024-03-05T23:30:00Z', 'en-US')).toBe(
      luxon('2024-03-05T23:30:00Z').setLocale('en-US').toLocaleString(DateTime.DATETIME_MED),
    )
  })
})
