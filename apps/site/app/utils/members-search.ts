import { type MembersSearch, membersSearchSchema } from '@dating/domain/members-search'
import * as v from 'valibot'

const fields = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'page'] as const
type Field = (typeof fields)[number]

/**
 * The members search from a URL query. Each field is checked on its own, so one bad or empty
 * value (a hand-edited URL, an empty select) drops only that field instead of the search.
 */
export function parseMembersSearch(params: URLSearchParams): MembersSearch {
  const search: Partial<Record<Field, unknown>> = {}
  for (const field of fields) {
    const raw = params.get(field)
    if (raw === null || raw.trim() === '') continue
    const parsed = v.safeParse(membersSearchSchema.entries[field], raw.trim())
    if (parsed.success && parsed.output !== undefined) search[field] = parsed.output
  }
  const result = v.parse(membersSearchSchema, search)
  // A region only narrows the search inside its own country.
  if (!result.country) delete result.countryregion
  return result
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
