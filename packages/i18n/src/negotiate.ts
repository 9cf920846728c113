import { defaultLocale, isLocale, type Locale, localeFromLanguageTag } from '@dating/domain/locales'

export interface LocaleSources {
  /** Value of the `locale` cookie. */
  cookie?: string | null
  /** The logged-in member's `language`. */
  memberLanguage?: string | null
  /** The brand's `domain_language`, e.g. `de_DE`. */
  domainLanguage?: string | null
}

/** Cookie, then member language, then brand domain_language, then English; unsupported values are skipped. */
export function negotiateLocale({ cookie, memberLanguage, domainLanguage }: LocaleSources): Locale {
  if (isLocale(cookie)) return cookie
  if (isLocale(memberLanguage)) return memberLanguage
  return localeFromLanguageTag(domainLanguage) ?? defaultLocale
}
