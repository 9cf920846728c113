import { describe, expect, it } from 'vitest'
import { createApiProxy } from './proxy.ts'

describe('createApiProxy', () => {
  it('forwards path, query, cookies and the visitor host, and relays every Set-Cookie', async () => {
    let seen: { url: string; headers: Headers } | undefined
    const upstream: typeof fetch = async (input, init) => {
      seen = { url: String(input), headers: new Headers(init?.headers) }
      const headers = new Headers({ 'content-type': 'application/json' })
      headers.append('set-cookie', 'sid=abc; HttpOnly; Path=/')
      headers.append('set-cookie', 'locale=de; Path=/')
      return new Response('{"ok":true}', { status: 200, headers })
    }
    const proxy = createApiProxy('http://127.0.0.1:4612', upstream)
    const response = await proxy(
      new Request('http://de.localhost:4611/api/members.php?page=2', {
        headers: { host: 'de.localhost:4611', cookie: 'locale=de' },
      }),
    )
    expect(seen?.url).toBe('http://127.0.0.1:4612/api/members.php?page=2')
    expect(seen?.headers.get('x-forwarded-host')).toBe('de.localhost:4611')
    expect(seen?.headers.get('cookie')).toBe('locale=de')
    expect(response.headers.getSetCookie()).toEqual([
      'sid=abc; HttpOnly; Path=/',
      'locale=de; Path=/',
    ])
    expect(await response.json()).toEqual({ ok: true })
  })

  it('answers 502 with the error envelope when the api is down', async () => {
    const proxy = createApiProxy('http://127.0.0.1:4612', async () => {
      throw new TypeError('fetch failed')
    })
    const response = await proxy(new Request('http://localhost:4611/media/images/1/main.webp'))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: 'bad_gateway' })
  })
})
