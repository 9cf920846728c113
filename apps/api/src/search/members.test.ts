import { describe, expect, it } from 'vitest'
import { gridCell, gridCellsAround } from './grid-cells.ts'
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

describe('gridCellsAround', () => {
  it('covers every town within the radius and stays small', () => {
    const utrecht = { lat: 52.0907, lon: 5.1214 }
    const cells = gridCellsAround(utrecht, 50)
    expect(cells).toContain(gridCell(52.3676, 4.9041)) // Amsterdam, 35 km
    expect(cells).toContain(gridCell(51.9244, 4.4777)) // Rotterdam, 50 km
    expect(cells).not.toContain(gridCell(53.2194, 6.5665)) // Groningen, 160 km
    expect(cells.length).toBeLessThan(30)
  })
})
