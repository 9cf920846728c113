import { describe, expect, it } from 'vitest'
import { ageOn, formatCountdown, formatDate, formatDateTime } from './format.ts'

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
