import type { Fetch } from '@dating/api-client/client'
import { membersPageSize } from '@dating/domain/constants'
import type { MembersPage, ProfileSummary } from '@dating/domain/entities'
import {
  filtersFor,
  type MembersFilters,
  type MembersSearch,
  membersMaxPage,
} from '@dating/domain/members-search'
import { trackingFromQuery, trackingQuery } from '@dating/domain/tracking'
import { withCookie } from '@dating/remix-server/cookies'
import { apiFor, isApiError } from './api.server.ts'
import {
  type MembersSearchErrors,
  membersSearchHref,
  pagesToRender,
  readMembersSearch,
} from './members-search.ts'

/** Pages a `?page=N` link renders at most: N and the ones just before it (decision 010). */
export const renderedPages = 5

type Common = {
  filters: MembersFilters
  errors: MembersSearchErrors
  typed: Partial<Record<'min_age' | 'max_age', string>>
}

export type MembersPageData =
  | (Common & { access: 'none' })
  | (Common & {
      access: 'all' | 'basic'
      pages: { pageNumber: number; results: ProfileSummary[] }[]
      numResults: number
      numResultsCapped: boolean
      similar_results: ProfileSummary[]
      similar_numResults: number
      hasMore: boolean
    })

/**
 * The visitor's request, with the tracking data of this very landing added to its cookies:
 * the root loader stores it for later requests, but this one already counts as tracked.
 */
function withLandingTracking(request: Request): Request {
  const tracking = trackingFromQuery(new URL(request.url).searchParams)
  if (!tracking) return request
  const headers = new Headers(request.headers)
  headers.set('cookie', withCookie(headers.get('cookie'), 'tracking', trackingQuery(tracking)))
  return new Request(request.url, { headers })
}

/**
 * Everything /members shows for its URL: the search (ages the visitor mistyped come back as
 * errors and are not searched), the pages up to `page`, or that the visitor must log in.
 */
export async function loadMembersPage(
  request: Request,
  fetchUpstream?: Fetch,
  /** The member's fitting search, for an address without one (decision 063). */
  fitting?: Partial<MembersSearch>,
): Promise<{ data: MembersPageData; headers: Headers }> {
  const params = fitting
    ? new URLSearchParams(membersSearchHref(fitting).split('?')[1] ?? '')
    : new URL(request.url).searchParams
  const { search, errors } = readMembersSearch(params)
  const { page: lastPage, ...filters } = search
  // Ages that were typed but not searched (out of range, or in the wrong order) stay in
  // their fields so the visitor can correct them.
  const typedAge = (field: 'min_age' | 'max_age') =>
    Object.keys(errors).length > 0 && search[field] === undefined
      ? (params.get(field) ?? undefined)
      : undefined
  const typed = { min_age: typedAge('min_age'), max_age: typedAge('max_age') }
  const { api, responseHeaders } = apiFor(withLandingTracking(request), fetchUpstream)
  let answers: MembersPage[]
  try {
    answers = await Promise.all(
      pagesToRender(lastPage, renderedPages).map((number) =>
        api.listMembers({ ...filters, page: number }),
      ),
    )
  } catch (error) {
    // The brand closes the search to this visitor (logged_out_search 'none').
    if (isApiError(error, 403)) {
      return { data: { access: 'none', filters, errors, typed }, headers: responseHeaders }
    }
    throw error
  }
  const last = answers.at(-1) as MembersPage
  const data: MembersPageData = {
    access: last.access,
    // 'basic' visitors search by the quick search's filters only; the others were not applied.
    filters: filtersFor(last.access, filters),
    errors,
    typed,
    pages: answers.map((answer) => ({ pageNumber: answer.page, results: answer.results })),
    numResults: last.numResults,
    numResultsCapped: last.numResults_capped,
    similar_results: last.similar_results,
    similar_numResults: last.similar_numResults,
    hasMore:
      last.results.length === membersPageSize &&
      lastPage * membersPageSize < last.numResults &&
      lastPage < membersMaxPage,
  }
  return { data, headers: responseHeaders }
}
