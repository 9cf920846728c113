import { describe, expect, it } from 'vitest'
import {
  distanceBands,
  gridCell,
  gridCellsAround,
  gridCellsByBand,
  kilometresBetween,
} from './grid-cells.ts'
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

describe('gridCellsByBand', () => {
  it('splits a radius at 10, 25, 50 and 100 km', () => {
    expect(distanceBands(10)).toEqual([{ fromKm: 0, toKm: 10 }])
    expect(distanceBands(250).map((band) => band.toKm)).toEqual([10, 25, 50, 100, 250])
  })

  it("puts every point of the circle into its band's cells, and leaves far cells out of near bands", () => {
    for (const centre of [
      { lat: 51.5074, lon: -0.1278 }, // London
      { lat: 52.0907, lon: 5.1214 }, // Utrecht
      { lat: 60.1699, lon: 24.9384 }, // Helsinki
      { lat: 40.0, lon: -3.5 }, // on the grid's lines
    ]) {
      const byBand = gridCellsByBand(centre, 250)
      const bands = distanceBands(250)
      // Points on a fine polar grid around the centre, out to the radius.
      for (let km = 0; km <= 250; km += 2.5) {
        for (let bearing = 0; bearing < 360; bearing += 7.5) {
          const radians = (bearing * Math.PI) / 180
          const lat = centre.lat + (km / 111.2) * Math.cos(radians)
          const lon =
            centre.lon + (km / (111.2 * Math.cos((lat * Math.PI) / 180))) * Math.sin(radians)
          const distance = kilometresBetween(centre, { lat, lon })
          if (distance > 250) continue
          const band = bands.findIndex(
            (candidate, index) => distance < candidate.toKm || index === bands.length - 1,
          )
          expect(byBand[band]).toContain(gridCell(lat, lon))
        }
      }
      // The nearest band holds a handful of cells, not the circle's hundreds.
      expect(byBand[0]?.length).toBeLessThanOrEqual(9)
      expect(gridCellsAround(centre, 250).length).toBeGreaterThan(100)
    }
  })
})
