import { describe, expect, it } from 'vitest'
import { localeForRequest } from './locale.server.ts'

const withCookie = (cookie?: string) =>
  new Request('http://localhost/', { headers: cookie ? { cookie } : {} })

describe('localeForRequest', () => {
  it('prefers the locale cookie over the member and the brand', () => {
    expect(
      localeForRequest(withCookie('sid=x; locale=pl'), {
        memberLanguage: 'nl',
        domainLanguage: 'de_DE',
      }).locale,
    ).toBe('pl')
  })

  it('falls back to the member language, then the brand language, then English', () => {
    expect(
      localeForRequest(withCookie(), { memberLanguage: 'sv', domainLanguage: 'de_DE' }).locale,
    ).toBe('sv')
    expect(localeForRequest(withCookie('locale=xx'), { domainLanguage: 'de_DE' }).locale).toBe('de')
    expect(localeForRequest(withCookie(), { domainLanguage: 'pt_BR' })).toEqual({
      locale: 'en',
      catalogueId: 'en',
    })
  })
})
