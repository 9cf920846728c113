import { ApiError } from '@dating/api-client/errors'
import type { Regions } from '@dating/api-client/calls'
import type { Country } from '@dating/domain/countries'
import { slugify, slugPlace } from '@dating/domain/landing-slug'
import type { RequestApi } from './api.server.ts'
import { type LanderProfile, regionNames, toLanderProfile } from './lander-profile.ts'

/** Where a slug leads: a region of the brand's countries, by its name or its id. */
export interface SlugRegion {
  country: Country
  id: string
  name: string
}

export interface LanderProfiles {
  profiles: LanderProfile[]
  /** The region the profiles come from, when the slug named one and the search could use it. */
  region: SlugRegion | null
}

/**
 * The region a slug's place names (`berlin`, or the id `de-be`), in the visitor's language.
 * `undefined`: the slug is not this brand's (another niche's prefix) or names no region.
 */
export function regionOfSlug(
  slug: string,
  niche: number,
  regions: Regions,
): SlugRegion | null | undefined {
  const place = slugPlace(niche, slug)
  if (place === null) return undefined
  if (place === '') return null
  for (const [country, data] of Object.entries(regions)) {
    const region = data.regions.find(
      (candidate) => slugify(candidate.name) === place || candidate.id.toLowerCase() === place,
    )
    if (region) return { country: country as Country, ...region }
  }
  return undefined
}

/**
 * Real profiles with a main photo for a lander, as the logged-out visitor may see them (the
 * brand's logged_out_search). With a region, its members come first and others fill the page.
 * A slug that is not the brand's answers 404.
 */
export async function loadLanderProfiles(
  { api }: RequestApi,
  options: { count: number; slug?: { value: string; niche: number } },
): Promise<LanderProfiles> {
  const regions = await api.getRegions()
  const region = options.slug ? regionOfSlug(options.slug.value, options.slug.niche, regions) : null
  if (region === undefined) throw new Response(null, { status: 404 })
  const names = regionNames(regions)
  const withPhoto = (page: { results: Parameters<typeof toLanderProfile>[0][] }) =>
    page.results.filter((profile) => profile.main_image !== null)
  try {
    const local = region
      ? await api.listMembers({ page: 1, country: region.country, countryregion: region.id })
      : null
    const regionUsed = local !== null && local.access === 'all'
    const first = regionUsed ? withPhoto(local) : []
    const rest = first.length >= options.count ? [] : withPhoto(await api.listMembers({ page: 1 }))
    const seen = new Set(first.map((profile) => profile.id))
    const profiles = [...first, ...rest.filter((profile) => !seen.has(profile.id))]
      .slice(0, options.count)
      .map((profile) => toLanderProfile(profile, names))
    return { profiles, region: regionUsed && first.length > 0 ? region : null }
  } catch (error) {
    // A brand may keep its members from logged-out visitors: the lander then only invites.
    if (error instanceof ApiError && error.status === 403) return { profiles: [], region: null }
    throw error
  }
}
