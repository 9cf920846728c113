import type { Fetch } from '@dating/api-client/client'
import {
  createRequestApi,
  forwardedHeaders as visitorHeaders,
  type RequestApi,
} from '@dating/remix-server/request'
import { env } from './env.server.ts'

export { brandDomain, browserHost, type RequestApi } from '@dating/remix-server/request'

/** Headers of the visitor's request the api needs to answer for the same visitor and brand. */
export function forwardedHeaders(request: Request): Headers {
  return visitorHeaders(request, ['accept-language', 'user-agent'])
}

/** One api client per incoming request, acting for the visitor on the lander's domain. */
export function apiFor(request: Request, fetchUpstream: Fetch = fetch): RequestApi {
  return createRequestApi({
    apiUrl: env().API_URL,
    headers: forwardedHeaders(request),
    fetchUpstream,
  })
}
