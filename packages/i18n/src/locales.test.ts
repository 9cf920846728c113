import { countries } from '@dating/domain/countries'
import { describe, expect, it } from 'vitest'
import {
  catalogueIdFor,
  catalogueIds,
  countryByLanguage,
  intlLocaleFor,
  isCatalogueId,
  locales,
  visibleLocales,
} from './locales.ts'

describe('catalogue ids', () => {
  it('are the eleven locales plus en-US', () => {
    expect(catalogueIds).toEqual([...locales, 'en-US'])
    expect(isCatalogueId('en-US')).toBe(true)
    expect(isCatalogueId('en-GB')).toBe(false)
  })

  it('use en-US only for English with the US footer', () => {
    expect(catalogueIdFor('en', true)).toBe('en-US')
    expect(catalogueIdFor('en', false)).toBe('en')
    expect(catalogueIdFor('de', true)).toBe('de')
  })

  it('format plain English as British English', () => {
    expect(intlLocaleFor('en')).toBe('en-GB')
    expect(intlLocaleFor('en-US')).toBe('en-US')
    expect(intlLocaleFor('nb')).toBe('nb')
  })
})

describe('countryByLanguage', () => {
  it('gives every language its own country', () => {
    expect(Object.keys(countryByLanguage).sort()).toEqual([...locales].sort())
    expect(Object.values(countryByLanguage).sort()).toEqual([...countries].sort())
    expect(countryByLanguage).toMatchObject({ en: 'GB', nb: 'NO', sv: 'SE', da: 'DK' })
  })
})

describe('visibleLocales', () => {
  it('offers the languages of the countries a brand serves, and English', () => {
    expect(visibleLocales(['DE', 'NL'])).toEqual(['de', 'en', 'nl'])
  })

  it('offers every language when the brand lists no countries', () => {
    expect(visibleLocales([])).toEqual([...locales])
  })
})
