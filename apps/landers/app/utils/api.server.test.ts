import { describe, expect, it } from 'vitest'
import { apiFor, brandDomain, forwardedHeaders } from './api.server.ts'

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:4611/landers/tinderswipe', { headers })

describe('forwardedHeaders', () => {
  it('passes the visitor cookie and host on to the api', () => {
    const headers = forwardedHeaders(request({ host: 'de.localhost:3001', cookie: 'locale=de' }))
    expect(headers.get('x-forwarded-host')).toBe('de.localhost:3001')
    expect(headers.get('cookie')).toBe('locale=de')
    expect(headers.get('x-forwarded-proto')).toBe('http')
  })
})

describe('brandDomain', () => {
  it('drops the port', () => {
    expect(brandDomain(request({ host: 'de.localhost:3001' }))).toBe('de.localhost')
  })
})

describe('apiFor', () => {
  it('collects the Set-Cookie headers the api sends', async () => {
    const fakeFetch = async () =>
      new Response(JSON.stringify({ ok: true }), {
        headers: { 'set-cookie': 'locale=de; Path=/; Max-Age=31536000' },
      })
    const { api, responseHeaders } = apiFor(request({ host: 'de.localhost' }), fakeFetch)
    await api.logout()
    expect(responseHeaders.getSetCookie()).toEqual(['locale=de; Path=/; Max-Age=31536000'])
  })
})
