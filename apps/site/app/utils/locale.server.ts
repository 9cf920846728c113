import { catalogueIdFor, type CatalogueId, type Locale } from '@dating/i18n/locales'
import { localeFromCookieHeader, negotiateLocale } from '@dating/i18n/negotiate'

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
  sources: { memberLanguage?: string | null; domainLanguage?: string | null },
): NegotiatedLocale {
  const locale = negotiateLocale({
    cookie: localeFromCookieHeader(request.headers.get('cookie')),
    memberLanguage: sources.memberLanguage,
    domainLanguage: sources.domainLanguage,
  })
  // No brand sets the US-footer flag yet, so English pages use the British catalogue.
  return { locale, catalogueId: catalogueIdFor(locale, false) }
}
