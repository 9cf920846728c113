import { type Api, createApi } from '@dating/api-client/calls'
import { createApiClient, type Fetch } from '@dating/api-client/client'
import { env } from './env.server.ts'

/** The host the visitor asked for, port included; a proxy in front of the app may name it. */
export function browserHost(request: Request): string {
  return (
    request.headers.get('x-forwarded-host') ??
    request.headers.get('host') ??
    new URL(request.url).host
  )
}

/** The brand's domain as settings.php expects it: the visitor's host without a port. */
export function brandDomain(request: Request): string {
  return new URL(`http://${browserHost(request)}`).hostname
}

/** Headers of the visitor's request the api needs to answer for the same visitor and brand. */
export function forwardedHeaders(request: Request): Headers {
  const headers = new Headers()
  const cookie = request.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  headers.set('x-forwarded-host', browserHost(request))
  headers.set(
    'x-forwarded-proto',
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(/:$/, ''),
  )
  for (const name of ['accept-language', 'user-agent', 'x-forwarded-for']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

export interface RequestApi {
  api: Api
  /** Every Set-Cookie the api sent while serving this request (the locale cookie), to relay. */
  responseHeaders: Headers
}

/** One api client per incoming request, acting for the visitor on the lander's domain. */
export function apiFor(request: Request, fetchUpstream: Fetch = fetch): RequestApi {
  const responseHeaders = new Headers()
  const recordingFetch: Fetch = async (input, init) => {
    const response = await fetchUpstream(input, init)
    for (const cookie of response.headers.getSetCookie())
      responseHeaders.append('set-cookie', cookie)
    return response
  }
  const client = createApiClient({
    baseUrl: env().API_URL,
    fetch: recordingFetch,
    headers: forwardedHeaders(request),
  })
  return { api: createApi(client), responseHeaders }
}
