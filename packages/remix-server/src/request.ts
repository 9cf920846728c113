/** Api access on behalf of the visitor whose request a Remix loader or action is serving. */
import { type Api, createApi } from '@dating/api-client/calls'
import { type ApiClient, createApiClient, type Fetch } from '@dating/api-client/client'
import { clientAddressHeader, forwardedToApi } from './visitor.ts'

export { brandDomain, browserHost } from './visitor.ts'

/**
 * Headers of the browser's request that the api needs to act for the same visitor and brand:
 * the cookie, the forwarded host, protocol and address as this server establishes them
 * (./visitor.ts), and each of `passedOn` the browser sent (never an X-Forwarded-* header).
 */
export function forwardedHeaders(request: Request, passedOn: readonly string[]): Headers {
  const headers = forwardedToApi(request)
  const cookie = request.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  for (const name of passedOn) {
    if (name.startsWith('x-forwarded-') || name === clientAddressHeader) continue
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

export interface RequestApi {
  api: Api
  /** The same client, for the calls of feature modules (`@dating/api-client/*-calls`). */
  client: ApiClient
  /** Every Set-Cookie the api sent while serving this request, to pass on to the browser. */
  responseHeaders: Headers
}

export interface RequestApiOptions {
  apiUrl: string
  headers: Headers
  fetchUpstream?: Fetch
}

/**
 * One api client per incoming request: it sends the given visitor headers, and collects the
 * api's Set-Cookie headers so loaders and actions can relay them.
 */
export function createRequestApi({
  apiUrl,
  headers,
  fetchUpstream = fetch,
}: RequestApiOptions): RequestApi {
  const responseHeaders = new Headers()
  const recordingFetch: Fetch = async (input, init) => {
    const response = await fetchUpstream(input, init)
    for (const cookie of response.headers.getSetCookie()) {
      responseHeaders.append('set-cookie', cookie)
    }
    return response
  }
  const client = createApiClient({ baseUrl: apiUrl, fetch: recordingFetch, headers })
  return { api: createApi(client), client, responseHeaders }
}
