import { describe, expect, it } from 'vitest'
import {
  localeCookie,
  localeCookieMaxAgeSeconds,
  localeFromCookieHeader,
  negotiateLocale,
  parseCookieHeader,
} from './negotiate.ts'

describe('negotiateLocale', () => {
  it('prefers the cookie over the member language and the brand', () => {
    expect(negotiateLocale({ cookie: 'fr', memberLanguage: 'nl', domainLanguage: 'de_DE' })).toBe(
      'fr',
    )
  })

  it('uses the member language when there is no cookie', () => {
    expect(negotiateLocale({ memberLanguage: 'nl', domainLanguage: 'de_DE' })).toBe('nl')
  })

  it('uses the first two letters of the brand domain_language next', () => {
    expect(negotiateLocale({ domainLanguage: 'de_DE' })).toBe('de')
    expect(negotiateLocale({ cookie: null, memberLanguage: null, domainLanguage: 'nb_NO' })).toBe(
      'nb',
    )
  })

  it('falls back to English', () => {
    expect(negotiateLocale({})).toBe('en')
  })

  it('skips unsupported values at every step', () => {
    expect(negotiateLocale({ cookie: 'pt', memberLanguage: 'sv', domainLanguage: 'de_DE' })).toBe(
      'sv',
    )
    expect(negotiateLocale({ cookie: 'xx', memberLanguage: 'EN', domainLanguage: 'pl_PL' })).toBe(
      'pl',
    )
    expect(negotiateLocale({ cookie: 'en-US', memberLanguage: '', domainLanguage: 'pt_BR' })).toBe(
      'en',
    )
  })
})

describe('localeCookie', () => {
  it('keeps the locale for 365 days on every path', () => {
    expect(localeCookieMaxAgeSeconds).toBe(31_536_000)
    expect(localeCookie('de')).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax')
  })

  it('can be marked Secure', () => {
    expect(localeCookie('nl', { secure: true })).toBe(
      'locale=nl; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
  })
})

describe('parseCookieHeader', () => {
  it('reads name-value pairs, trimming, unquoting and decoding', () => {
    expect(parseCookieHeader('sid=abc; locale="de";  note=a%20b; broken; =x')).toEqual({
      sid: 'abc',
      locale: 'de',
      note: 'a b',
    })
  })

  it('keeps the first of repeated names and survives bad encoding', () => {
    expect(parseCookieHeader('locale=fi; locale=sv; bad=%E0%A4%A')).toEqual({
      locale: 'fi',
      bad: '%E0%A4%A',
    })
  })

  it('does not let a cookie name reach the object prototype', () => {
    const parsed = parseCookieHeader('__proto__=polluted; constructor=x')
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toBe('polluted')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('returns nothing for an absent header', () => {
    expect(parseCookieHeader(undefined)).toEqual({})
    expect(parseCookieHeader(null)).toEqual({})
  })
})

describe('localeFromCookieHeader', () => {
  it('returns the supported locale of the locale cookie', () => {
    expect(localeFromCookieHeader('sid=1; locale=it')).toBe('it')
    expect(localeFromCookieHeader('sid=1; locale=pt')).toBeNull()
    expect(localeFromCookieHeader('sid=1')).toBeNull()
  })
})
