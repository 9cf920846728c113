import { catalogueIdFor, type CatalogueId, type Locale } from '@dating/i18n/locales'
import { negotiateLocale } from '@dating/i18n/negotiate'
import { visitorOf } from '@dating/remix-server/visitor'

export interface NegotiatedLocale {
  locale: Locale
  catalogueId: CatalogueId
}

/**
 * The page's language: the `locale` cookie, then the member's language, then the brand's
 * domain_language, then English.
 */
export function localeForRequest(
  request: Request,
  sources: { memberLanguage?: string | null; domainLanguage?: string | null; usFooter?: boolean },
): NegotiatedLocale {
  const locale = negotiateLocale({
    cookie: visitorOf(request).localeCookie,
    memberLanguage: sources.memberLanguage,
    domainLanguage: sources.domainLanguage,
  })
  return {
    locale,
    catalogueId: catalogueIdFor(locale, Boolean(sources.usFooter) || isAmericanVisitor(request)),
  }
}

/** Country headers set by the CDN or proxy in front of the site (ISO 3166-1 alpha-2). */
const countryHeaders = ['cf-ipcountry', 'x-country-code'] as const

/**
 * SPEC §1: American visitors read English in its US variant. The visitor's country comes from
 * the CDN; it only changes wording, so a forged header gains nothing.
 */
export function isAmericanVisitor(request: Request): boolean {
  return countryHeaders.some((name) => request.headers.get(name)?.trim().toUpperCase() === 'US')
}
