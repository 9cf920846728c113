import { cookies } from '@dating/domain/constants'
import { defaultLocale, isLocale, type Locale, localeFromLanguageTag } from '@dating/domain/locales'

export const localeCookieName = cookies.localeName
export const localeCookieMaxAgeSeconds = cookies.localeMaxAgeDays * 24 * 60 * 60

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

/** Set-Cookie value that remembers the chosen locale for 365 days (SPEC §9). */
export function localeCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  const attributes = [
    `${localeCookieName}=${locale}`,
    `Max-Age=${localeCookieMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (options.secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** Name-value pairs of a Cookie request header; the first occurrence of a name wins. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const parsed: Record<string, string> = Object.create(null)
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=')
    if (separator <= 0) continue
    const name = pair.slice(0, separator).trim()
    if (name === '' || Object.hasOwn(parsed, name)) continue
    parsed[name] = decodeCookieValue(pair.slice(separator + 1).trim())
  }
  return parsed
}

/** The `locale` cookie of a Cookie header when it names a supported locale. */
export function localeFromCookieHeader(header: string | null | undefined): Locale | null {
  const value = parseCookieHeader(header)[localeCookieName]
  return isLocale(value) ? value : null
}

function decodeCookieValue(raw: string): string {
  const unquoted =
    raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  try {
    return decodeURIComponent(unquoted)
  } catch {
    return unquoted
  }
}
