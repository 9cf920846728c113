/**
 * Same-origin reverse proxy for /api/* and /media/*: a lander runs on its own domain, and the
 * visitor's browser only ever talks to that domain.
 */
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

function forwardedRequestHeaders(request: Request, url: URL): Headers {
  const headers = new Headers()
  for (const [name, value] of request.headers) {
    if (!hopByHopHeaders.has(name)) headers.set(name, value)
  }
  headers.set('x-forwarded-host', request.headers.get('host') ?? url.host)
  headers.set(
    'x-forwarded-proto',
    request.headers.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, ''),
  )
  // fetch would inflate a compressed answer anyway; identity saves the round trip.
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

export function createApiProxy(apiUrl: string, fetchUpstream: typeof fetch = fetch) {
  return async function proxy(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const target = new URL(`${url.pathname}${url.search}`, apiUrl)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    let upstream: Response
    try {
      upstream = await fetchUpstream(target, {
        method: request.method,
        headers: forwardedRequestHeaders(request, url),
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
        signal: request.signal,
        // Streams the body instead of buffering it (Node's fetch needs this for streams).
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit)
    } catch (error) {
      if (request.signal.aborted) throw error
      console.error(`[landers] proxy to ${target.origin} failed:`, error)
      return Response.json(
        { error: 'bad_gateway', message: 'The api service is unreachable.' },
        { status: 502 },
      )
    }
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: relayedResponseHeaders(upstream),
    })
  }
}
