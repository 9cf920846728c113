/** Api access on behalf of the visitor whose request a Remix loader or action is serving. */
import { type Api, createApi } from '@dating/api-client/calls'
import { type ApiClient, createApiClient, type Fetch } from '@dating/api-client/client'

/** The host the browser asked for, port included; a proxy in front of the app may name it. */
export function browserHost(request: Request): string {
  return (
    request.headers.get('x-forwarded-host') ??
    request.headers.get('host') ??
    new URL(request.url).host
  )
}

/** The brand's domain as settings.php expects it: the browser's host without a port. */
export function brandDomain(request: Request): string {
  return new URL(`http://${browserHost(request)}`).hostname
}

/**
 * Headers of the browser's request that the api needs to act for the same visitor and brand:
 * the cookie, the forwarded host and protocol, and each of `passedOn` the browser sent.
 */
export function forwardedHeaders(request: Request, passedOn: readonly string[]): Headers {
  const headers = new Headers()
  const cookie = request.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  headers.set('x-forwarded-host', browserHost(request))
  headers.set(
    'x-forwarded-proto',
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(/:$/, ''),
  )
  for (const name of passedOn) {
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
