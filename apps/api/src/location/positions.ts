import type { Country } from '@dating/domain/countries'
import { type BundledPlace, bundledPlaces } from './places.ts'

const byRegion = new Map<string, BundledPlace[]>()
const byCountry = new Map<Country, BundledPlace[]>()
for (const place of bundledPlaces) {
  byRegion.set(place.region, [...(byRegion.get(place.region) ?? []), place])
  byCountry.set(place.country, [...(byCountry.get(place.country) ?? []), place])
}

/**
 * The position a profile is given for its place (decision 063): a town centre of its region
 * (the `pick`th, for the seed's spread; the first, the region's largest, otherwise), or null
 * without a region the place list knows. Never a member's own coordinates.
 */
export function positionOfRegion(
  region: string | null,
  pick = 0,
): { lat: number; lon: number } | null {
  const places = region ? byRegion.get(region) : undefined
  if (!places || places.length === 0) return null
  const place = places[pick % places.length] as BundledPlace
  return { lat: place.lat, lon: place.lon }
}

/** The centre of a bundled place by its name and country (what geocoding named), or null. */
export function positionOfPlace(
  name: string,
  country: Country,
): { lat: number; lon: number } | null {
  const place = byCountry.get(country)?.find((candidate) => candidate.name === name)
  return place ? { lat: place.lat, lon: place.lon } : null
}
