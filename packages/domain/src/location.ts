/**
 * Location options at /notifications: the browser's geolocation permission (SPEC §4) and
 * GET /api/geocode.php, which names the bundled place nearest to a position (SPEC §7).
 */
import * as v from 'valibot'
import { countries } from './countries.ts'

/** SPEC §4: unsupported, unknown, or the browser's own permission state. */
export const geolocationStates = ['unsupported', 'unknown', 'prompt', 'granted', 'denied'] as const
export type GeolocationState = (typeof geolocationStates)[number]

const coordinate = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, 'not a coordinate'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  )

/** GET /api/geocode.php?lat=&lon= (decimal degrees). */
export const geocodeQuerySchema = v.object({
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
})
export type GeocodeQuery = v.InferOutput<typeof geocodeQuerySchema>

export const placeSchema = v.object({
  name: v.string(),
  country: v.picklist(countries),
  /** ISO 3166-2 code of @dating/domain/countries regionsByCountry. */
  region: v.string(),
  /** Straight-line distance from the position, whole kilometres. */
  distance_km: v.number(),
})
export type Place = v.InferOutput<typeof placeSchema>

export const geocodeResponseSchema = v.object({ place: placeSchema })

/** A position farther than this from every bundled place is not named (404 no_place). */
export const maxPlaceDistanceKm = 150

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.lat - from.lat)
  const dLon = radians(to.lon - from.lon)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Body of PUT /api/location.php: a position to set the profile's country and region from. */
export const locationInputSchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
})

/**
 * A distance as cards show it (SPEC §3): never exact. Under 10 km in whole kilometres (at least
 * 1), under 50 km to 5 km, farther to 10 km; profile positions are town centres anyway.
 */
export function roundedDistanceKm(km: number): number {
  if (km < 10) return Math.max(1, Math.round(km))
  if (km < 50) return Math.round(km / 5) * 5
  return Math.round(km / 10) * 10
}

/** The radius choices of the members search, kilometres. */
export const searchRadiiKm = [10, 25, 50, 100, 250] as const
export type SearchRadiusKm = (typeof searchRadiiKm)[number]
