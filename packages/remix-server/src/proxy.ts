/**
 * Same-origin reverse proxy for /api/* and /media/*: the browser talks to the app's own domain
 * only, so the session cookie, beacons and push subscriptions stay first-party.
 */
import { unavailableAnswer } from './unavailable.ts'
import { clientAddressHeader, forwardedToApi } from './visitor.ts'

const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
])

/** Headers only this server writes: what a browser sends under these names never passes. */
function isForwardingHeader(name: string): boolean {
  return (
    name.startsWith('x-forwarded-') ||
    name === 'forwarded' ||
    name === 'x-real-ip' ||
    name === clientAddressHeader
  )
}

function forwardedRequestHeaders(request: Request): Headers {
  const headers = forwardedToApi(request)
  for (const [name, value] of request.headers) {
    if (!hopByHopHeaders.has(name) && !isForwardingHeader(name)) headers.set(name, value)
  }
  // fetch would inflate a compressed answer, so asking for identity avoids a pointless round trip.
  headers.set('accept-encoding', 'identity')
  return headers
}

function relayedResponseHeaders(upstream: Response): Headers {
  const headers = new Headers()
  for (const [name, value] of upstream.headers) {
    if (hopByHopHeaders.has(name) || name === 'content-encoding' || name === 'set-cookie') continue
    headers.append(name, value)
  }
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return headers
}

/** The largest body the api takes (a photo and its multipart framing); larger ones are 413 here. */
export const maxProxiedBodyBytes = 10 * 1024 * 1024 + 64 * 1024

export interface ApiProxyOptions {
  /** Origin of the api, e.g. `http://127.0.0.1:3002`. */
  apiUrl: string
  /** Names the app in the log line of a failed relay. */
  name: string
  fetchUpstream?: typeof fetch
}

export function createApiProxy({ apiUrl, name, fetchUpstream = fetch }: ApiProxyOptions) {
  return async function proxy(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const target = new URL(`${url.pathname}${url.search}`, apiUrl)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    if (hasBody && Number(request.headers.get('content-length') ?? 0) > maxProxiedBodyBytes) {
      // Refused unread, so the browser must not send its next request on this connection.
      return Response.json(
        { error: 'payload_too_large', message: 'The request is too large.' },
        { status: 413, headers: { connection: 'close' } },
      )
    }
    let upstream: Response
    try {
      upstream = await fetchUpstream(target, {
        method: request.method,
        headers: forwardedRequestHeaders(request),
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
        signal: request.signal,
        // Streams the request body instead of buffering it (required by Node's fetch for streams).
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit)
    } catch (error) {
      if (request.signal.aborted) throw error
      console.error(`[${name}] proxy to ${target.origin} failed:`, error)
      // The api is away (restarting, deploying): 503 with Retry-After, in the member's language.
      return unavailableAnswer(request)
    }
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: relayedResponseHeaders(upstream),
    })
  }
}
