import * as v from 'valibot'
import { limits, membersPageSize } from './constants.ts'
import { countries, isRegionOf } from './countries.ts'
import { searchRadiiKm } from './location.ts'
import { genders } from './profile-attributes.ts'

/**
 * Counting stops here: enough for any pager and cheap at a million profiles. A count that
 * reaches it means "this many or more" and is worded so ('10,000+ members').
 */
export const membersCountCap = 10_000

/** The last page a search can reach: past the counted results nothing is paged. */
export const membersMaxPage = Math.ceil(membersCountCap / membersPageSize)

const age = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.integer(),
  v.minValue(limits.minimumAge),
  v.maxValue(limits.maximumAge),
)

/**
 * The members search of SPEC §3 (Search state), as it appears in the URL query and in
 * GET /api/members.php. Every field is optional; `page` starts at 1.
 */
export const membersSearchSchema = v.object({
  gender: v.optional(v.picklist(genders)),
  country: v.optional(v.picklist(countries)),
  countryregion: v.optional(v.pipe(v.string(), v.maxLength(12))),
  min_age: v.optional(age),
  max_age: v.optional(age),
  /** Kilometres around the searching member's place (searchRadiiKm); ignored without one. */
  radius_km: v.optional(
    v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist(searchRadiiKm)),
  ),
  page: v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
      v.maxValue(membersMaxPage),
    ),
    1,
  ),
})
export type MembersSearch = v.InferOutput<typeof membersSearchSchema>
export const searchFields = ['gender', 'country', 'countryregion', 'age', 'radius_km'] as const
export type SearchField = (typeof searchFields)[number]

/** The search without its page: what makes two searches the same search. */
export type MembersFilters = Omit<MembersSearch, 'page'>

/**
 * Why a search that passed the schema still cannot run: a region outside its country (or
 * without one), or a minimum age above the maximum. Each problem names its field.
 */
export type MembersSearchProblem =
  | { field: 'countryregion'; problem: 'region_without_country' | 'region_not_in_country' }
  | { field: 'max_age'; problem: 'min_above_max' }

export function membersSearchProblems(search: MembersFilters): MembersSearchProblem[] {
  const problems: MembersSearchProblem[] = []
  if (search.countryregion !== undefined) {
    if (search.country === undefined) {
      problems.push({ field: 'countryregion', problem: 'region_without_country' })
    } else if (!isRegionOf(search.country, search.countryregion)) {
      problems.push({ field: 'countryregion', problem: 'region_not_in_country' })
    }
  }
  if (search.min_age !== undefined && search.max_age !== undefined) {
    if (search.min_age > search.max_age)
      problems.push({ field: 'max_age', problem: 'min_above_max' })
  }
  return problems
}

export type SearchVisibility = 'all' | 'basic' | 'none'

/** What a 'basic' searcher may filter by: the home page's quick search (decision 081). */
export const basicSearchFields = ['gender', 'country', 'min_age', 'max_age'] as const

/** The filters a searcher with this access has searched by: 'basic' keeps the quick search's. */
export function filtersFor(access: 'all' | 'basic', filters: MembersFilters): MembersFilters {
  if (access === 'all') return filters
  const kept: MembersFilters = {}
  for (const field of basicSearchFields) {
    if (filters[field] !== undefined) Object.assign(kept, { [field]: filters[field] })
  }
  return kept
}

/**
 * What a searcher may do (SPEC §4, logged_out_search): members search freely; visitors get
 * the brand's logged_out_search, or logged_out_search_trafficsource when they arrived with
 * tracking data. 'all' filters, 'basic' filters by the quick search's fields (gender, country,
 * ages; decision 081), 'none' must log in.
 */
export function searchAccess(
  settings: {
    logged_out_search: SearchVisibility
    logged_out_search_trafficsource: SearchVisibility
  },
  searcher: { loggedIn: boolean; tracked: boolean },
): SearchVisibility {
  if (searcher.loggedIn) return 'all'
  return searcher.tracked ? settings.logged_out_search_trafficsource : settings.logged_out_search
}
