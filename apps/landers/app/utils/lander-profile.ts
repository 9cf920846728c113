import type { Regions } from '@dating/api-client/calls'
import type { Country } from '@dating/domain/countries'
import type { ProfileSummary } from '@dating/domain/entities'

/** What a lander card needs of a profile: small, so the page's payload stays small. */
export interface LanderProfile {
  id: number
  name: string
  age: number
  country: Country
  /** The region's name in the visitor's language, or null when unknown. */
  region: string | null
  /** The main photo, relative to the brand's cdn_prefix; null when the member has none. */
  photo: string | null
  photoCount: number
  fictional: boolean
}

/** Joins the brand's cdn_prefix and an image path with exactly one slash between them. */
export function mediaUrl(cdnPrefix: string, path: string): string {
  if (/^(https?:)?\/\//.test(path)) return path
  return `${cdnPrefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** Region names by region id, from regions.php, which answers in the visitor's language. */
export function regionNames(regions: Regions): Map<string, string> {
  return new Map(
    Object.values(regions).flatMap((country) =>
      country.regions.map((region) => [region.id, region.name] as const),
    ),
  )
}

export function toLanderProfile(
  profile: ProfileSummary,
  names: ReadonlyMap<string, string>,
): LanderProfile {
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    country: profile.country,
    region: profile.region === null ? null : (names.get(profile.region) ?? null),
    photo: profile.main_image?.filename ?? null,
    photoCount: profile.image_count,
    fictional: profile.fictional,
  }
}
