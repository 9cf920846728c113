import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import {
  birthdayOfAge,
  calendarDateIn,
  compareCalendarDates,
  isCalendarDate,
  nextCalendarDay,
  parseCalendarDateString,
} from './calendar.ts'

describe('calendarDateIn', () => {
  it('gives the day of the time zone, not of the machine', () => {
    const instant = new Date('2026-11-20T23:30:00Z')
    expect(calendarDateIn(instant, 'UTC')).toEqual({ year: 2026, month: 11, day: 20 })
    expect(calendarDateIn(instant, 'Europe/Amsterdam')).toEqual({ year: 2026, month: 11, day: 21 })
    expect(calendarDateIn(instant.getTime(), 'America/New_York')).toEqual({
      year: 2026,
      month: 11,
      day: 20,
    })
  })

  it('throws on an unknown time zone', () => {
    expect(() => calendarDateIn(0, 'Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus')
  })

  it('agrees with luxon over a year of instants in several zones (the former implementation)', () => {
    const zones = [
      'UTC',
      'Europe/Amsterdam',
      'America/New_York',
      'Pacific/Kiritimati',
      'Asia/Kolkata',
    ]
    for (let hours = 0; hours < 24 * 400; hours += 7) {
      const instant = Date.UTC(2024, 0, 1) + hours * 3_600_000
      for (const zone of zones) {
        const expected = DateTime.fromMillis(instant).setZone(zone)
        expect(calendarDateIn(instant, zone)).toEqual({
          year: expected.year,
          month: expected.month,
          day: expected.day,
        })
      }
    }
  })
})

describe('parseCalendarDateString', () => {
  it('reads YYYY-MM-DD and refuses days that do not exist', () => {
    expect(parseCalendarDateString(' 1990-05-17 ')).toEqual({ year: 1990, month: 5, day: 17 })
    expect(parseCalendarDateString('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-13-01',
      '2024-04-31',
      '2024-00-10',
      '17-05-1990',
      '',
    ]) {
      expect(parseCalendarDateString(bad)).toBeNull()
    }
    expect(parseCalendarDateString('2000-02-29')).not.toBeNull()
  })

  it('accepts exactly the days luxon accepted', () => {
    for (let year = 1896; year <= 2104; year += 4) {
      for (const y of [year, year + 1]) {
        for (let month = 0; month <= 13; month += 1) {
          for (const day of [0, 1, 28, 29, 30, 31, 32]) {
            const text = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
            const luxon = DateTime.fromObject({ year: y, month, day }, { zone: 'UTC' })
            expect(parseCalendarDateString(text) !== null, text).toBe(luxon.isValid)
          }
        }
      }
    }
  })
})

describe('birthdayOfAge', () => {
  it('moves a 29 February birthday to 1 March in common years', () => {
    const leap = { year: 2000, month: 2, day: 29 }
    expect(birthdayOfAge(leap, 18)).toEqual({ year: 2018, month: 3, day: 1 })
    expect(birthdayOfAge(leap, 24)).toEqual({ year: 2024, month: 2, day: 29 })
    expect(birthdayOfAge({ year: 1990, month: 12, day: 31 }, 18)).toEqual({
      year: 2008,
      month: 12,
      day: 31,
    })
  })

  it('agrees with the former luxon rule for every day of a leap and a common year', () => {
    for (const start of [Date.UTC(2000, 0, 1), Date.UTC(2001, 0, 1)]) {
      for (let offset = 0; offset < 366; offset += 1) {
        const birth = DateTime.fromMillis(start + offset * 86_400_000, { zone: 'UTC' })
        for (const years of [17, 18, 19, 100, 101]) {
          const anniversary = birth.plus({ years })
          const expected =
            anniversary.day === birth.day ? anniversary : anniversary.plus({ days: 1 })
          expect(
            birthdayOfAge({ year: birth.year, month: birth.month, day: birth.day }, years),
          ).toEqual({ year: expected.year, month: expected.month, day: expected.day })
        }
      }
    }
  })
})

describe('small helpers', () => {
  it('compares, steps and checks days', () => {
    expect(
      compareCalendarDates({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 1 }),
    ).toBeGreaterThan(0)
    expect(
      compareCalendarDates({ year: 2023, month: 12, day: 31 }, { year: 2024, month: 1, day: 1 }),
    ).toBeLessThan(0)
    expect(
      compareCalendarDates({ year: 2024, month: 3, day: 1 }, { year: 2024, month: 3, day: 1 }),
    ).toBe(0)
    expect(nextCalendarDay({ year: 2023, month: 12, day: 31 })).toEqual({
      year: 2024,
      month: 1,
      day: 1,
    })
    expect(nextCalendarDay({ year: 2023, month: 2, day: 28 })).toEqual({
      year: 2023,
      month: 3,
      day: 1,
    })
    expect(isCalendarDate({ year: 2023, month: 2, day: 29 })).toBe(false)
  })
})
