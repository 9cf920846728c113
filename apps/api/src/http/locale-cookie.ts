import { cookies } from '@dating/domain/constants'
import type { Locale } from '@dating/domain/locales'
import { stringifySetCookie } from 'cookie'

/**
 * The Set-Cookie that remembers the chosen locale for 365 days (SPEC §9), on the one cookie
 * library the site and the landers use too (decision 032a).
 */
export function localeCookie(locale: Locale, options: { secure: boolean }): string {
  return stringifySetCookie(cookies.localeName, locale, {
    maxAge: cookies.localeMaxAgeDays * 24 * 60 * 60,
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
  })
}
