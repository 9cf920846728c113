import { cookies } from '@dating/domain/constants'
import type { Locale } from '@dating/domain/locales'
import { stringifySetCookie } from 'cookie'
import type { Context } from 'hono'
import type { AppEnv } from './context.ts'
import { isHttps } from './request.ts'

/**
 * The one writer of the api's cookies, on the `cookie` library the site and the landers use
 * too (packages/remix-server/src/cookies.ts): the session (`sid`), the back office's session
 * (`staff_sid`) and the chosen locale. Every cookie is for the whole site, Lax (the back
 * office's Strict: nothing links into it from outside), and `Secure` when the browser came over
 * https.
 */

const day = 24 * 60 * 60

/** Starts the `sid` cookie of a new session (only its hash is stored, auth/sessions.ts). */
export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  appendCookie(c, cookies.sessionName, token, {
    maxAge: cookies.sessionMaxAgeDays * day,
    httpOnly: true,
  })
}

/** Ends the `sid` cookie (logout, account deletion). */
export function clearSessionCookie(c: Context<AppEnv>): void {
  appendCookie(c, cookies.sessionName, '', { maxAge: 0, httpOnly: true })
}

/** Starts the back office's `staff_sid` cookie (decision 055), for `maxAgeSeconds`. */
export function setStaffSessionCookie(
  c: Context<AppEnv>,
  token: string,
  maxAgeSeconds: number,
): void {
  appendCookie(c, cookies.staffSessionName, token, {
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
  })
}

/** Ends the `staff_sid` cookie (back-office logout). */
export function clearStaffSessionCookie(c: Context<AppEnv>): void {
  appendCookie(c, cookies.staffSessionName, '', { maxAge: 0, httpOnly: true, sameSite: 'strict' })
}

/** Remembers the chosen locale for 365 days (SPEC §9); the site's pages read it too. */
export function setLocaleCookie(c: Context<AppEnv>, locale: Locale): void {
  appendCookie(c, cookies.localeName, locale, { maxAge: cookies.localeMaxAgeDays * day })
}

function appendCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  options: { maxAge: number; httpOnly?: boolean; sameSite?: 'lax' | 'strict' },
): void {
  const cookie = stringifySetCookie(name, value, {
    sameSite: 'lax',
    ...options,
    path: '/',
    secure: isHttps(c),
  })
  c.header('Set-Cookie', cookie, { append: true })
}
