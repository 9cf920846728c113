/**
 * Every cookie the site and the landers read or write, on one cookie library (`cookie`,
 * docs/decisions/032a-one-cookie-library.md). The server's visitor context (./visitor.ts) reads
 * them from the request and writes them with the brand's `Secure` flag; the few the page itself
 * writes or clears (the site-entry dismissal, the flash notice) use the same definitions, so
 * this module stays free of Node and server imports.
 */
import { cookies } from '@dating/domain/constants'
import { cookieConsentCookie } from '@dating/domain/cookie-consent'
import { siteEntryCookie } from '@dating/domain/site-entry-warning'
import { trackingCookie } from '@dating/domain/tracking'
import { parseCookie, stringifyCookie, stringifySetCookie } from 'cookie'

const day = 24 * 60 * 60

type CookieDefinition = {
  name: string
  /** Seconds the browser keeps it. */
  maxAge: number
  /** Unreadable for the page's scripts; false only where the page reads or writes it. */
  httpOnly: boolean
}

export const visitorCookies = {
  /** The api's session; the site only ever clears it (a logout the api told about). */
  session: { name: cookies.sessionName, maxAge: cookies.sessionMaxAgeDays * day, httpOnly: true },
  /** SPEC §9: the chosen language, 365 days; the api sets it too. */
  locale: { name: cookies.localeName, maxAge: cookies.localeMaxAgeDays * day, httpOnly: false },
  /** A notice for the next page (apps/site/app/utils/flash.ts); the page reads and clears it. */
  flash: { name: 'flash', maxAge: 60, httpOnly: false },
  /**
   * SPEC §7: the landing's tracking query, 30 days; the api reads it at signup. Not strictly
   * necessary: written only after the visitor allowed it in the cookie banner (decision 059).
   */
  tracking: { name: trackingCookie.name, maxAge: trackingCookie.maxAgeDays * day, httpOnly: true },
  /** The site-entry warning's dismissal (a timestamp), written by the page when entering. */
  siteEntry: {
    name: siteEntryCookie.name,
    maxAge: siteEntryCookie.maxAgeDays * day,
    httpOnly: false,
  },
  /** The nonce a login link is bound to (docs/decisions/032b-login-link-binding.md). */
  loginBinding: { name: 'login_binding', maxAge: 10 * 60, httpOnly: true },
  /** The visitor's answer to the cookie banner (decision 059). */
  cookieConsent: {
    name: cookieConsentCookie.name,
    maxAge: cookieConsentCookie.maxAgeDays * day,
    httpOnly: true,
  },
} as const satisfies Record<string, CookieDefinition>

export type VisitorCookie = keyof typeof visitorCookies

/** The cookies of a Cookie header (or `document.cookie`); the first of a name wins. */
export function readCookies(header: string | null | undefined): Record<string, string> {
  const read: Record<string, string> = Object.create(null)
  for (const [name, value] of Object.entries(parseCookie(header ?? ''))) {
    if (value !== undefined) read[name] = value
  }
  return read
}

/** The Set-Cookie value (or `document.cookie` assignment) that stores `value`. */
export function writeCookie(cookie: VisitorCookie, value: string, secure: boolean): string {
  const { name, maxAge, httpOnly } = visitorCookies[cookie]
  return stringifySetCookie(name, value, { maxAge, path: '/', sameSite: 'lax', httpOnly, secure })
}

/** The Set-Cookie value that removes the cookie. */
export function clearCookie(cookie: VisitorCookie, secure: boolean): string {
  const { name, httpOnly } = visitorCookies[cookie]
  return stringifySetCookie(name, '', { maxAge: 0, path: '/', sameSite: 'lax', httpOnly, secure })
}

/** A Cookie request header with one cookie added or replaced (e.g. for an api call). */
export function withCookie(
  header: string | null | undefined,
  cookie: VisitorCookie,
  value: string,
): string {
  return stringifyCookie({ ...readCookies(header), [visitorCookies[cookie].name]: value })
}
