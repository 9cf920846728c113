import { isRegionOf } from '@dating/domain/countries'
import { describe, expect, it } from 'vitest'
import { nearestPlace } from './geocode.ts'
import { bundledPlaces } from './places.ts'

describe('bundled places', () => {
  it('name only regions the search knows', () => {
    for (const place of bundledPlaces) {
      expect(isRegionOf(place.country, place.region), `${place.name} ${place.region}`).toBe(true)
    }
  })
})

describe('nearestPlace', () => {
  it('names the nearest town with its region', () => {
    expect(nearestPlace({ lat: 52.09, lon: 5.1 }, ['NL', 'DE'])).toEqual({
      name: 'Utrecht',
      country: 'NL',
      region: 'NL-UT',
      distance_km: 1,
    })
    expect(nearestPlace({ lat: 48.14, lon: 11.58 }, ['NL', 'DE'])?.name).toBe('München')
  })

  it('keeps to the brand countries and a sensible distance', () => {
    // Enschede, for a brand without the Netherlands: Münster, across the border.
    expect(nearestPlace({ lat: 52.22, lon: 6.89 }, ['DE'])?.name).toBe('Münster')
    // Amsterdam is too far from any German place.
    expect(nearestPlace({ lat: 52.37, lon: 4.9 }, ['DE'])).toBeNull()
    expect(nearestPlace({ lat: 0, lon: 0 }, ['NL', 'DE', 'GB'])).toBeNull()
  })
})
