import { isRegionOf } from '@dating/domain/countries'
import type { ProfileSummary } from '@dating/domain/entities'
import { swipeGendersFor } from '@dating/domain/likes'
import {
  type MembersSearch,
  membersSearchProblems,
  membersSearchSchema,
} from '@dating/domain/members-search'
import * as v from 'valibot'

const fields = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'radius_km',
  'page',
] as const
type Field = (typeof fields)[number]

/** Why an age the visitor typed is not searched, as a message id of the catalogues. */
export type MembersSearchErrors = Partial<
  Record<'min_age' | 'max_age', 'search.error.ageRange' | 'search.error.ageOrder'>
>

/**
 * The members search from a URL query. Each field is checked on its own, so one bad or empty
 * value (a hand-edited URL, an empty select) drops only that field instead of the search.
 * Ages the visitor typed come back as errors to show beside their fields: out of range, or a
 * maximum below the minimum (both are then left out of the search).
 */
export function readMembersSearch(params: URLSearchParams): {
  search: MembersSearch
  errors: MembersSearchErrors
} {
  const search: Partial<Record<Field, unknown>> = {}
  const errors: MembersSearchErrors = {}
  for (const field of fields) {
    const raw = params.get(field)
    if (raw === null || raw.trim() === '') continue
    const parsed = v.safeParse(membersSearchSchema.entries[field], raw.trim())
    if (parsed.success && parsed.output !== undefined) search[field] = parsed.output
    else if (field === 'min_age' || field === 'max_age') errors[field] = 'search.error.ageRange'
  }
  const result = v.parse(membersSearchSchema, search)
  // A region only narrows the search inside its own country; one left over from another
  // country (the country changed without JavaScript) is dropped, not an error.
  if (result.countryregion !== undefined) {
    if (!result.country || !isRegionOf(result.country, result.countryregion)) {
      delete result.countryregion
    }
  }
  if (membersSearchProblems(result).some((problem) => problem.field === 'max_age')) {
    errors.max_age = 'search.error.ageOrder'
    delete result.min_age
    delete result.max_age
  }
  return { search: result, errors }
}

/** The search alone, for callers that do not show errors. */
export function parseMembersSearch(params: URLSearchParams): MembersSearch {
  return readMembersSearch(params).search
}

/** The query string of a search, without empty fields and without page 1. */
export function membersSearchHref(search: Partial<MembersSearch>, page?: number): string {
  const params = new URLSearchParams()
  for (const field of fields) {
    const value = field === 'page' ? page : search[field]
    if (value === undefined || value === null || value === '') continue
    if (field === 'page' && value === 1) continue
    params.set(field, String(value))
  }
  const query = params.toString()
  return query ? `/members?${query}` : '/members'
}

/**
 * The address of a /members request without its empty search fields, or null when it has
 * none. The filter's server markup is a plain GET form, so a search sent before the form's
 * code has arrived (or without JavaScript) carries every field, `countryregion=&min_age=`
 * included; the loader redirects it to the address the form's code would have sent.
 */
export function withoutEmptySearchFields(url: URL): string | null {
  const params = new URLSearchParams(url.search)
  const empty = fields.filter((field) => params.has(field) && params.get(field)?.trim() === '')
  if (empty.length === 0) return null
  for (const field of empty) params.delete(field)
  // Every field left empty is a search for everyone, not the member's fitting search.
  const query = params.toString() || `${everyoneParam}=1`
  return `${url.pathname}?${query}`
}

/** `/members?all=1`: everyone, where `/members` alone starts from the member's own search. */
export const everyoneParam = 'all'

/**
 * The search a member starts from (SPEC §3, decision 063): whom they look for, their own
 * country, and with a region (so a town to measure from) the nearest within 100 km.
 */
export function fittingSearch(
  profile: Pick<ProfileSummary, 'gender' | 'sexuality' | 'country' | 'region'>,
): Partial<MembersSearch> {
  const [gender, ...others] = swipeGendersFor(profile)
  return {
    ...(gender && others.length === 0 ? { gender } : {}),
    country: profile.country,
    ...(profile.region ? { radius_km: 100 as const } : {}),
  }
}

/**
 * The pages the members page renders for `?page=N`: N and up to `window - 1` before it, so a
 * shared or reloaded link shows what was shown (without JavaScript too) while a deep page does
 * not turn into hundreds of requests.
 */
export function pagesToRender(page: number, window: number): number[] {
  const first = Math.max(1, page - window + 1)
  return Array.from({ length: page - first + 1 }, (_, index) => first + index)
}
