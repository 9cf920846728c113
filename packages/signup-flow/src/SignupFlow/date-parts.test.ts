import { describe, expect, it } from 'vitest'
import { birthYears, dateOfParts, datePartsOf, monthNames } from './date-parts.ts'

describe('date of birth parts', () => {
  it('writes YYYY-MM-DD only once day, month and year are chosen', () => {
    expect(dateOfParts({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07')
    expect(dateOfParts({ day: '30', month: '2', year: '2000' })).toBe('2000-02-30')
    expect(dateOfParts({ day: '7', month: '', year: '1990' })).toBe('')
  })

  it('reads the parts back from the value the machine holds', () => {
    expect(datePartsOf('1990-03-07')).toEqual({ day: '7', month: '3', year: '1990' })
    expect(datePartsOf('')).toEqual({ day: '', month: '', year: '' })
    expect(datePartsOf('1990-3-7')).toEqual({ day: '', month: '', year: '' })
  })

  it('offers the years from age 18 to age 99, newest first', () => {
    const years = birthYears(2026)
    expect(years[0]).toBe(2008)
    expect(years.at(-1)).toBe(1926)
    expect(years).toHaveLength(83)
  })

  it('names the months in the visitor language', () => {
    expect(monthNames('en')[0]).toBe('January')
    expect(monthNames('de')[2]).toBe('März')
    expect(monthNames('pl')).toHaveLength(12)
  })
})
