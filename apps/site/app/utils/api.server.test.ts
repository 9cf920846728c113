import { describe, expect, it } from 'vitest'
import { apiFor, brandDomain, forwardedHeaders } from './api.server.ts'
import { env } from './env.server.ts'

describe('forwardedHeaders', () => {
  it('passes cookies, origin and the browser host on to the api', () => {
    const request = new Request('http://de.localhost:4510/members', {
      headers: {
        host: 'de.localhost:4510',
        cookie: 'sid=abc; locale=de',
        origin: 'http://de.localhost:4510',
      },
    })
    const headers = forwardedHeaders(request)
    expect(headers.get('cookie')).toBe('sid=abc; locale=de')
    expect(headers.get('origin')).toBe('http://de.localhost:4510')
    expect(headers.get('x-forwarded-host')).toBe('de.localhost:4510')
    expect(headers.get('x-forwarded-proto')).toBe('http')
    expect(brandDomain(request)).toBe('de.localhost')
  })
})

describe('apiFor', () => {
  it('collects the Set-Cookie headers of api answers', async () => {
    const seen: string[] = []
    const { api, responseHeaders } = apiFor(
      new Request('http://localhost:4510/login', { headers: { host: 'localhost:4510' } }),
      async (input, init) => {
        seen.push(`${input} ${new Headers(init.headers).get('x-forwarded-host')}`)
        const headers = new Headers({ 'content-type': 'application/json' })
        headers.append('set-cookie', 'sid=s1; Path=/; HttpOnly')
        headers.append('set-cookie', 'locale=en; Path=/')
        return new Response('{"ok":true}', { headers })
      },
    )
    await api.logout()
    expect(seen).toEqual([`${env().API_URL}/api/logout.php localhost:4510`])
    expect(responseHeaders.getSetCookie()).toEqual([
      'sid=s1; Path=/; HttpOnly',
      'locale=en; Path=/',
    ])
  })
})
