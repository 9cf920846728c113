import { describe, expect, it } from 'vitest'
import { yearsBefore } from './members.ts'

describe('yearsBefore', () => {
  it('goes back whole years', () => {
    expect(yearsBefore('2026-11-21', 18)).toBe('2008-11-21')
    expect(yearsBefore('2026-01-01', 100)).toBe('1926-01-01')
  })

  it('turns Feb 29 into Feb 28 in common years', () => {
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28')
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29')
  })
})
