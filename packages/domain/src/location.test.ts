import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { distanceKm, geocodeQuerySchema } from './location.ts'

describe('geocodeQuerySchema', () => {
  it('takes decimal degrees in range', () => {
    expect(v.parse(geocodeQuerySchema, { lat: '52.37', lon: '4.9' })).toEqual({
      lat: 52.37,
      lon: 4.9,
    })
    expect(v.parse(geocodeQuerySchema, { lat: '-33.9', lon: '-151.2' })).toEqual({
      lat: -33.9,
      lon: -151.2,
    })
  })

  it.each([
    { lat: '91', lon: '0' },
    { lat: '0', lon: '181' },
    { lat: '1e3', lon: '0' },
    { lat: 'NaN', lon: '0' },
    { lat: '', lon: '0' },
    { lat: '52.3' },
  ])('refuses %o', (query) => {
    expect(v.safeParse(geocodeQuerySchema, query).success).toBe(false)
  })
})

describe('distanceKm', () => {
  it('measures Amsterdam to Berlin at about 577 km', () => {
    const km = distanceKm({ lat: 52.3676, lon: 4.9041 }, { lat: 52.52, lon: 13.405 })
    expect(km).toBeGreaterThan(570)
    expect(km).toBeLessThan(585)
  })
})
