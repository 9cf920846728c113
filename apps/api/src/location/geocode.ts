import type { Country } from '@dating/domain/countries'
import { distanceKm, maxPlaceDistanceKm, type Place } from '@dating/domain/location'
import { type BundledPlace, bundledPlaces } from './places.ts'

/**
 * The bundled place nearest to a position among the brand's countries, or null when none is
 * within maxPlaceDistanceKm (out at sea, another continent, a country the brand does not serve).
 */
export function nearestPlace(
  position: { lat: number; lon: number },
  countries: readonly Country[],
  places: readonly BundledPlace[] = bundledPlaces,
): Place | null {
  let best: { place: BundledPlace; km: number } | null = null
  for (const place of places) {
    if (!countries.includes(place.country)) continue
    const km = distanceKm(position, place)
    if (!best || km < best.km) best = { place, km }
  }
  if (!best || best.km > maxPlaceDistanceKm) return null
  const { name, country, region } = best.place
  return { name, country, region, distance_km: Math.round(best.km) }
}
