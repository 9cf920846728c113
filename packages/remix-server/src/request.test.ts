import { describe, expect, it } from 'vitest'
import { brandDomain, browserHost, createRequestApi, forwardedHeaders } from './request.ts'

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:4511/members', { headers })

describe('browserHost and brandDomain', () => {
  it('read the Host header, never X-Forwarded-Host, and the domain drops the port', () => {
    const proxied = request({ host: 'de.localhost:4510', 'x-forwarded-host': 'evil.example' })
    expect(browserHost(proxied)).toBe('de.localhost:4510')
    expect(brandDomain(proxied)).toBe('de.localhost')
    expect(browserHost(request({}))).toBe('127.0.0.1:4511')
  })
})

describe('forwardedHeaders', () => {
  it('sends the cookie and host, and only the named headers besides', () => {
    const headers = forwardedHeaders(
      request({
        host: 'localhost:4510',
        cookie: 'sid=abc',
        origin: 'x',
        'user-agent': 'ua',
        'x-forwarded-for': '10.6.6.6',
        'x-forwarded-proto': 'https',
      }),
      ['user-agent', 'accept-language', 'x-forwarded-for'],
    )
    expect([...headers.keys()].sort()).toEqual([
      'cookie',
      'user-agent',
      'x-forwarded-host',
      'x-forwarded-proto',
    ])
    expect(headers.get('x-forwarded-proto')).toBe('http')
  })
})

describe('createRequestApi', () => {
  it('sends the given headers to the api url and collects every Set-Cookie', async () => {
    const seen: string[] = []
    const { api, responseHeaders } = createRequestApi({
      apiUrl: 'http://127.0.0.1:4512',
      headers: new Headers({ 'x-forwarded-host': 'de.localhost' }),
      fetchUpstream: async (input, init) => {
        seen.push(`${input} ${new Headers(init.headers).get('x-forwarded-host')}`)
        const headers = new Headers({ 'content-type': 'application/json' })
        headers.append('set-cookie', 'sid=s1; Path=/; HttpOnly')
        headers.append('set-cookie', 'locale=de; Path=/')
        return new Response('{"ok":true}', { headers })
      },
    })
    await api.logout()
    expect(seen).toEqual(['http://127.0.0.1:4512/api/logout.php de.localhost'])
    expect(responseHeaders.getSetCookie()).toEqual([
      'sid=s1; Path=/; HttpOnly',
      'locale=de; Path=/',
    ])
  })
})
