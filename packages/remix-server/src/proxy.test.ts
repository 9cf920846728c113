import { describe, expect, it } from 'vitest'
import { createApiProxy } from './proxy.ts'

type Seen = { url: string; init: RequestInit & { headers: Headers } }

function upstreamRecorder(answer: () => Response) {
  const seen: Seen[] = []
  const fetchUpstream = (async (url: URL, init: RequestInit) => {
    seen.push({ url: url.toString(), init: init as Seen['init'] })
    return answer()
  }) as typeof fetch
  return { seen, fetchUpstream }
}

describe('createApiProxy', () => {
  it('forwards path, query, cookies, origin and the forwarded host', async () => {
    const { seen, fetchUpstream } = upstreamRecorder(() => Response.json({ ok: true }))
    const proxy = createApiProxy({ apiUrl: 'http://127.0.0.1:4512', name: 'site', fetchUpstream })
    const response = await proxy(
      new Request('http://de.localhost:4510/api/members.php?page=2', {
        headers: {
          host: 'de.localhost:4510',
          cookie: 'sid=abc; locale=de',
          origin: 'http://de.localhost:4510',
          connection: 'keep-alive',
        },
      }),
    )
    expect(response.status).toBe(200)
    expect(seen[0]?.url).toBe('http://127.0.0.1:4512/api/members.php?page=2')
    const headers = seen[0]?.init.headers
    expect(headers?.get('cookie')).toBe('sid=abc; locale=de')
    expect(headers?.get('origin')).toBe('http://de.localhost:4510')
    expect(headers?.get('x-forwarded-host')).toBe('de.localhost:4510')
    expect(headers?.get('x-forwarded-proto')).toBe('http')
    expect(headers?.has('connection')).toBe(false)
  })

  it('never passes on forwarding headers the browser wrote', async () => {
    const { seen, fetchUpstream } = upstreamRecorder(() => Response.json({ ok: true }))
    const proxy = createApiProxy({ apiUrl: 'http://127.0.0.1:4512', name: 'site', fetchUpstream })
    await proxy(
      new Request('http://localhost:4510/api/reset-password.php', {
        method: 'POST',
        body: '{}',
        headers: {
          host: 'localhost:4510',
          'x-forwarded-host': 'attacker.example',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '10.6.6.6',
          forwarded: 'for=10.6.6.6;host=attacker.example',
        },
      }),
    )
    const headers = seen[0]?.init.headers
    expect(headers?.get('x-forwarded-host')).toBe('localhost:4510')
    expect(headers?.get('x-forwarded-proto')).toBe('http')
    expect(headers?.has('x-forwarded-for')).toBe(false)
    expect(headers?.has('forwarded')).toBe(false)
  })

  it('streams the request body of unsafe methods', async () => {
    const { seen, fetchUpstream } = upstreamRecorder(() => new Response(null, { status: 204 }))
    const proxy = createApiProxy({ apiUrl: 'http://127.0.0.1:4512', name: 'site', fetchUpstream })
    await proxy(
      new Request('http://localhost/api/user.php', {
        method: 'PUT',
        body: '{"language":"nl"}',
        headers: { 'content-type': 'application/json' },
      }),
    )
    const init = seen[0]?.init
    expect(init?.method).toBe('PUT')
    expect(await new Response(init?.body).text()).toBe('{"language":"nl"}')
  })

  it('relays status and every Set-Cookie, dropping the content encoding', async () => {
    const { fetchUpstream } = upstreamRecorder(() => {
      const headers = new Headers({
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      })
      headers.append('set-cookie', 'sid=new; Path=/; HttpOnly')
      headers.append('set-cookie', 'locale=nl; Path=/')
      return new Response('{"error":"login_failed"}', { status: 401, headers })
    })
    const proxy = createApiProxy({ apiUrl: 'http://127.0.0.1:4512', name: 'site', fetchUpstream })
    const response = await proxy(new Request('http://localhost/api/user.php', { method: 'POST' }))
    expect(response.status).toBe(401)
    expect(response.headers.getSetCookie()).toEqual([
      'sid=new; Path=/; HttpOnly',
      'locale=nl; Path=/',
    ])
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(await response.text()).toBe('{"error":"login_failed"}')
  })

  const unreachable = () =>
    createApiProxy({
      apiUrl: 'http://127.0.0.1:4512',
      name: 'site',
      fetchUpstream: async () => {
        throw new TypeError('fetch failed')
      },
    })
  const quietly = async <T>(run: () => Promise<T>): Promise<T> => {
    const original = console.error
    console.error = () => {}
    try {
      return await run()
    } finally {
      console.error = original
    }
  }

  it.each(['/api/health', '/media/images/1/main.webp'])(
    'answers 503 with Retry-After and the error envelope when the api is away (%s)',
    async (path) => {
      const response = await quietly(() =>
        unreachable()(new Request(`http://localhost${path}`, { headers: { cookie: 'locale=de' } })),
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual({
        error: 'service_unavailable',
        message:
          'Gerade können wir nichts speichern. Bitte versuche es in ein paar Sekunden noch einmal.',
      })
    },
  )

  it('shows a page that reloads itself, in the member’s language, to a navigation', async () => {
    const response = await quietly(() =>
      unreachable()(
        new Request('http://localhost/api/unsubscribe.php?token=x', {
          headers: {
            accept: 'text/html,application/xhtml+xml',
            'accept-language': 'fi-FI,fi;q=0.9',
          },
        }),
      ),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await response.text()
    expect(page).toContain('<html lang="fi">')
    expect(page).toContain('<h1>Palaamme hetken kuluttua</h1>')
    expect(page).toContain('http-equiv="refresh"')
  })
})
