import type { ProfileSummary } from '@dating/domain/entities'
import type { MembersFilters } from '@dating/domain/members-search'

/** One page of results as SPEC §3 names it in the Search state. */
export interface ResultsPage {
  pageNumber: number
  results: ProfileSummary[]
}

const filterKeys = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'radius_km',
] as const

export function sameFilters(a: MembersFilters, b: MembersFilters): boolean {
  return filterKeys.every((key) => a[key] === b[key])
}

/**
 * The pages to show after new pages of a search arrived. Pages of the same search that were
 * shown before stay (so 'Show more' appends), pages after the last arrived one go (going back
 * to an earlier page of the URL shows fewer), and a profile shown on an earlier page is not
 * repeated on a later one when newcomers shifted the pages in between.
 */
export function mergePages(
  shown: readonly ResultsPage[],
  arrived: readonly ResultsPage[],
  keepShown: boolean,
): ResultsPage[] {
  const lastArrived = Math.max(0, ...arrived.map((page) => page.pageNumber))
  const byNumber = new Map<number, ResultsPage>()
  if (keepShown) {
    for (const page of shown)
      if (page.pageNumber <= lastArrived) byNumber.set(page.pageNumber, page)
  }
  for (const page of arrived) byNumber.set(page.pageNumber, page)
  const seen = new Set<number>()
  return [...byNumber.values()]
    .sort((a, b) => a.pageNumber - b.pageNumber)
    .map((page) => ({
      pageNumber: page.pageNumber,
      results: page.results.filter((profile) => {
        if (seen.has(profile.id)) return false
        seen.add(profile.id)
        return true
      }),
    }))
}

/** The first page number not shown yet, or null when the shown pages start at page 1. */
export function firstMissingBefore(pages: readonly ResultsPage[]): number | null {
  const first = pages[0]?.pageNumber ?? 1
  return first > 1 ? first - 1 : null
}
