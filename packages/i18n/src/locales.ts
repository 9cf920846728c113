import { type Country, countries, localeByCountry } from '@dating/domain/countries'
import { type Locale, locales } from '@dating/domain/locales'

export {
  defaultDateLocale,
  defaultLocale,
  isLocale,
  type Locale,
  localeFromLanguageTag,
  locales,
} from '@dating/domain/locales'

/** The US-English variant only overrides privacy and footer wording (SPEC §1). */
export const usEnglish = 'en-US'

/** Every catalogue file under messages/: the content locales plus the US-English variant. */
export const catalogueIds = [...locales, usEnglish] as const
export type CatalogueId = (typeof catalogueIds)[number]

export function isCatalogueId(value: unknown): value is CatalogueId {
  return typeof value === 'string' && (catalogueIds as readonly string[]).includes(value)
}

/**
 * The BCP 47 tag for Intl and luxon. Plain `en` is British English here (en_GB is the default
 * brand's domain_language); Intl would otherwise format it as US English.
 */
export function intlLocaleFor(id: CatalogueId): string {
  return id === 'en' ? 'en-GB' : id
}

/** The catalogue a page uses: en-US only for English when the brand shows the US footer. */
export function catalogueIdFor(locale: Locale, usFooter: boolean): CatalogueId {
  return locale === 'en' && usFooter ? usEnglish : locale
}

/**
 * Language-to-country map (SPEC §9): the country whose visitors a language serves. It decides
 * which languages a brand offers and which flag stands beside each language.
 */
export const countryByLanguage = Object.fromEntries(
  countries.map((country) => [localeByCountry[country], country]),
) as Record<Locale, Country>

/**
 * Languages a brand shows in its language menu: those whose country the brand serves, in the
 * order of the locale list. English, the fallback, is always offered; a brand that lists no
 * countries offers every language.
 */
export function visibleLocales(brandCountries: readonly Country[]): Locale[] {
  if (brandCountries.length === 0) return [...locales]
  return locales.filter(
    (locale) => locale === 'en' || brandCountries.includes(countryByLanguage[locale]),
  )
}
