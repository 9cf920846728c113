import { catalogueIdFor, type CatalogueId, type Locale } from '@dating/i18n/locales'
import { negotiateLocale } from '@dating/i18n/negotiate'
import { visitorOf } from '@dating/remix-server/visitor'

export interface NegotiatedLocale {
  locale: Locale
  catalogueId: CatalogueId
}

/**
 * The lander's language, negotiated like the site's: the `locale` cookie, then the brand's
 * domain_language, then English. Visitors of a lander are not logged in, so there is no
 * member language to consult.
 */
export function localeForRequest(
  request: Request,
  domainLanguage: string | null | undefined,
): NegotiatedLocale {
  const locale = negotiateLocale({
    cookie: visitorOf(request).localeCookie,
    domainLanguage,
  })
  return { locale, catalogueId: catalogueIdFor(locale, false) }
}
