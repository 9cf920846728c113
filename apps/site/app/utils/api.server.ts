import { ApiError } from '@dating/api-client/errors'
import type { User } from '@dating/domain/entities'
import { visitorOf } from '@dating/remix-server/visitor'
import type { Fetch } from '@dating/api-client/client'
import {
  createRequestApi,
  forwardedHeaders as visitorHeaders,
  type RequestApi,
} from '@dating/remix-server/request'
import { env } from './env.server.ts'

export { brandDomain, browserHost, type RequestApi } from '@dating/remix-server/request'
export { visitorOf } from '@dating/remix-server/visitor'

/** Headers of the browser's request that the api needs to act for the same visitor and brand. */
export function forwardedHeaders(request: Request): Headers {
  return visitorHeaders(request, [
    'origin',
    'accept-language',
    'user-agent',
    // A prefetch is not a visit: the api leaves likes unseen (SPEC §4, docs/api.md).
    'sec-purpose',
    'purpose',
  ])
}

/**
 * One api client per incoming request: it sends the visitor's cookies and host, and collects
 * the api's Set-Cookie headers so loaders and actions can relay them.
 */
export function apiFor(request: Request, fetchUpstream: Fetch = fetch): RequestApi {
  return createRequestApi({
    apiUrl: env().API_URL,
    headers: forwardedHeaders(request),
    fetchUpstream,
  })
}

/**
 * The one session check of the site: no session cookie is no member (no api call); else the
 * api's member, or null when it says the session no longer works.
 */
export async function currentMember(
  request: Request,
  api: RequestApi['api'],
): Promise<User | null> {
  if (!visitorOf(request).hasSession) return null
  return api.getCurrentUser().catch((error: unknown) => {
    if (isApiError(error, 403) || isApiError(error, 401)) return null
    throw error
  })
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/** Turns an api 404 into the route's 404 page; anything else keeps propagating. */
export function notFoundOnApi404(error: unknown): never {
  if (isApiError(error, 404)) throw new Response(null, { status: 404 })
  throw error
}
