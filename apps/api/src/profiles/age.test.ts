import { ageOn as i18nAgeOn } from '@dating/i18n/format'
import { describe, expect, it } from 'vitest'
import { ageOn } from './age.ts'

describe('ageOn', () => {
  it('counts a birthday on the day itself as had', () => {
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36)
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35)
  })

  it('treats Feb 29 birthdays in common years as after Feb 28', () => {
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21)
    expect(ageOn('2004-02-29', '2026-03-01')).toBe(22)
    expect(ageOn('2004-02-29', '2028-02-29')).toBe(24)
  })

  it('agrees with the catalogue package on every day of a year', () => {
    const births = ['1970-01-01', '1988-12-31', '2000-02-29', '1999-07-04']
    for (let offset = 0; offset < 366; offset++) {
      const day = new Date(Date.UTC(2028, 0, 1 + offset)).toISOString().slice(0, 10)
      for (const birth of births) expect(ageOn(birth, day)).toBe(i18nAgeOn(birth, day))
    }
  })
})
