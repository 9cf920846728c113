import { describe, expect, it } from 'vitest'
import { negotiateLocale } from './negotiate.ts'

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
