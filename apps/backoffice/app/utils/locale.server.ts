import { catalogueIdFor, type CatalogueId, type Locale } from '@dating/i18n/locales'
import { negotiateLocale } from '@dating/i18n/negotiate'
import { visitorOf } from '@dating/remix-server/visitor'

/** The back office's language: the `locale` cookie, then the staff member's, then English. */
export function localeFor(
  request: Request,
  staffLanguage: string | null | undefined,
): { locale: Locale; catalogueId: CatalogueId } {
  const locale = negotiateLocale({
    cookie: visitorOf(request).localeCookie,
    memberLanguage: staffLanguage,
  })
  return { locale, catalogueId: catalogueIdFor(locale, false) }
}
