import { loopbackProxies } from '@dating/domain/trusted-proxies'
import { describe, expect, it } from 'vitest'
import {
  brandDomain,
  browserHost,
  forwardedToApi,
  visitorConfigFrom,
  visitorOf,
  visitorOrigin,
} from './visitor.ts'

const config = visitorConfigFrom({
  PUBLIC_ORIGINS: 'https://flirtwave.example,https://herzklopfen.example',
})
const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/login', { headers })

describe('visitorOrigin', () => {
  it('is the configured origin of the brand the Host header names', () => {
    const german = request({ host: 'herzklopfen.example' })
    expect(visitorOrigin(german, config).origin).toBe('https://herzklopfen.example')
    expect(brandDomain(german, config)).toBe('herzklopfen.example')
  })

  it('serves a host that matches no brand as the default brand, never as an origin', () => {
    const forged = request({ host: 'attacker.example', 'x-forwarded-host': 'attacker.example' })
    expect(visitorOrigin(forged, config).origin).toBe('https://flirtwave.example')
    expect(browserHost(forged, config)).toBe('flirtwave.example')
  })
})

describe('forwardedToApi', () => {
  it('writes the forwarded headers itself, whatever the browser sent', () => {
    const headers = forwardedToApi(
      request({
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': '10.6.6.6',
      }),
      config,
    )
    expect(Object.fromEntries(headers)).toEqual({
      'x-forwarded-host': 'flirtwave.example',
      'x-forwarded-proto': 'https',
    })
  })
})

describe('visitorConfigFrom', () => {
  it('reads TRUSTED_PROXIES as the api does, loopback by default', () => {
    expect(visitorConfigFrom({}).trustedProxies).toEqual(loopbackProxies)
    expect(visitorConfigFrom({ TRUSTED_PROXIES: '1' }).trustedProxies).toEqual({ hops: 1 })
    expect(visitorConfigFrom({ TRUSTED_PROXIES: 'loopback,10.0.0.0/8' }).trustedProxies).toEqual({
      addresses: ['loopback', '10.0.0.0/8'],
    })
  })

  it('refuses a malformed configuration', () => {
    expect(() => visitorConfigFrom({ PUBLIC_ORIGINS: 'ftp://x' })).toThrow(/PUBLIC_ORIGINS/)
    expect(() => visitorConfigFrom({ TRUSTED_PROXIES: 'all' })).toThrow(/TRUSTED_PROXIES/)
  })
})

describe('visitorOf', () => {
  it('reads the request once: brand, host, session, locale and tracking', () => {
    const visitor = visitorOf(
      new Request('http://127.0.0.1:3000/members?network=ads', {
        headers: {
          host: 'herzklopfen.example',
          cookie: 'sid=abc; locale=de; tracking=network%3Dold; cookie_consent=all',
          'x-forwarded-proto': 'http',
        },
      }),
      config,
    )
    expect(visitor.origin.origin).toBe('https://herzklopfen.example')
    expect(visitor.host).toBe('herzklopfen.example')
    expect(visitor.secure).toBe(true)
    expect(visitor.hasSession).toBe(true)
    expect(visitor.localeCookie).toBe('de')
    expect(visitor.tracking).toEqual({ network: 'ads' })
    expect(visitor.startOfVisitCookies()).toEqual([
      'tracking=network%3Dads; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax',
    ])
    expect(visitor.clearCookie('session')).toBe(
      'sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    )
  })

  it('takes the stored tracking without a landing query, and no unsupported locale', () => {
    const visitor = visitorOf(
      request({
        host: 'flirtwave.example',
        cookie: 'locale=pt; tracking=network%3Dold; cookie_consent=all',
      }),
      config,
    )
    expect(visitor.hasSession).toBe(false)
    expect(visitor.localeCookie).toBeNull()
    expect(visitor.tracking).toEqual({ network: 'old' })
    expect(visitor.startOfVisitCookies()).toEqual([])
  })

  it('stores no tracking before the visitor allowed it, and reads none after a refusal', () => {
    const unanswered = visitorOf(
      new Request('http://127.0.0.1:3000/members?network=ads', {
        headers: { host: 'flirtwave.example' },
      }),
      config,
    )
    expect(unanswered.cookieConsent).toBeNull()
    // This landing still counts for a signup from this very page.
    expect(unanswered.tracking).toEqual({ network: 'ads' })
    expect(unanswered.startOfVisitCookies()).toEqual([])
    const refused = visitorOf(
      request({
        host: 'flirtwave.example',
        cookie: 'tracking=network%3Dold; cookie_consent=necessary',
      }),
      config,
    )
    expect(refused.cookieConsent).toBe('necessary')
    expect(refused.tracking).toBeNull()
  })
})
