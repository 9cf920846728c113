import { ApiError } from '@dating/api-client/errors'
import { type Api, createApi } from '@dating/api-client/calls'
import { createApiClient, type Fetch } from '@dating/api-client/client'
import { env } from './env.server.ts'

/** Headers of the browser's request that the api needs to act for the same visitor and brand. */
export function forwardedHeaders(request: Request): Headers {
  const url = new URL(request.url)
  const headers = new Headers()
  const cookie = request.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  headers.set('x-forwarded-host', browserHost(request))
  headers.set(
    'x-forwarded-proto',
    request.headers.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, ''),
  )
  for (const name of ['origin', 'accept-language', 'user-agent', 'x-forwarded-for']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

/** The host the browser asked for, port included; a proxy in front of the site may name it. */
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

export interface RequestApi {
  api: Api
  /** Every Set-Cookie the api sent while serving this request, to pass on to the browser. */
  responseHeaders: Headers
}

/**
 * One api client per incoming request: it sends the visitor's cookies and host, and collects
 * the api's Set-Cookie headers so loaders and actions can relay them.
 */
export function apiFor(request: Request, fetchUpstream: Fetch = fetch): RequestApi {
  const responseHeaders = new Headers()
  const recordingFetch: Fetch = async (input, init) => {
    const response = await fetchUpstream(input, init)
    for (const cookie of response.headers.getSetCookie()) {
      responseHeaders.append('set-cookie', cookie)
    }
    return response
  }
  const client = createApiClient({
    baseUrl: env().API_URL,
    fetch: recordingFetch,
    headers: forwardedHeaders(request),
  })
  return { api: createApi(client), responseHeaders }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/** Turns an api 404 into the route's 404 page; anything else keeps propagating. */
export function notFoundOnApi404(error: unknown): never {
  if (isApiError(error, 404)) throw new Response(null, { status: 404 })
  throw error
}
