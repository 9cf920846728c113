/**
 * What the site's and the landers' servers believe about a browser's request
 * (docs/decisions/012-configured-origins.md, docs/security.md): the brand's origin comes from
 * the configured PUBLIC_ORIGINS, never from X-Forwarded-Host; the client's address from the
 * socket and TRUSTED_PROXIES, never from an X-Forwarded-For the browser wrote.
 */

import { isLocale, type Locale } from '@dating/domain/locales'
import { parseTrustedProxies, type TrustedProxies } from '@dating/domain/trusted-proxies'
import {
  decodeTracking,
  type Tracking,
  trackingFromQuery,
  trackingQuery,
} from '@dating/domain/tracking'
import {
  allowsAttribution,
  type CookieConsentChoice,
  cookieConsentOf,
} from '@dating/domain/cookie-consent'
import {
  clearCookie,
  readCookies,
  type VisitorCookie,
  visitorCookies,
  writeCookie,
} from './cookies.ts'

/** Header the servers set to the client address they saw; a browser's own value is dropped. */
export const clientAddressHeader = 'x-visitor-address'

export interface VisitorConfig {
  /** The brands' public origins (PUBLIC_ORIGINS); the first answers hosts that match none. */
  publicOrigins: readonly string[]
  /**
   * Proxies in front of this server whose X-Forwarded-For entry is believed (TRUSTED_PROXIES,
   * read as the api reads it: @dating/domain/trusted-proxies; default loopback).
   */
  trustedProxies: TrustedProxies
}

/** Reads PUBLIC_ORIGINS and TRUSTED_PROXIES; a malformed value throws, naming the variable. */
export function visitorConfigFrom(source: Record<string, string | undefined>): VisitorConfig {
  const publicOrigins = (source.PUBLIC_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        const url = new URL(entry)
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(entry)
        return url.origin
      } catch {
        throw new Error(`PUBLIC_ORIGINS: ${JSON.stringify(entry)} is not an http(s) origin`)
      }
    })
  return { publicOrigins, trustedProxies: parseTrustedProxies(source.TRUSTED_PROXIES) }
}

let processConfig: VisitorConfig | undefined

/** The configuration of this process, read once. */
export function visitorConfig(): VisitorConfig {
  processConfig ??= visitorConfigFrom(process.env)
  return processConfig
}

/** The Host header the browser sent (X-Forwarded-Host is never read), port included. */
function hostHeader(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host
}

function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return ''
  }
}

/**
 * The configured origin of the brand the browser asked for: the one whose host name is the
 * Host header's, else the first (a host that matches no brand is served as the default brand
 * and never becomes an origin). Without configuration: the request's own, for unit tests.
 */
export function visitorOrigin(request: Request, config = visitorConfig()): URL {
  const host = hostHeader(request)
  const name = hostnameOf(host)
  const match = config.publicOrigins.find((origin) => new URL(origin).hostname === name)
  const chosen = match ?? config.publicOrigins[0]
  if (chosen) return new URL(chosen)
  return new URL(`${new URL(request.url).protocol}//${host}`)
}

/**
 * The host the browser asked for, as the api should see it: the Host header when it names a
 * configured brand (its port as the browser sent it, so the api's Origin check compares
 * like with like), else the default brand's configured host.
 */
export function browserHost(request: Request, config = visitorConfig()): string {
  const origin = visitorOrigin(request, config)
  const host = hostHeader(request)
  return hostnameOf(host) === origin.hostname ? host : origin.host
}

/** The brand's domain as settings.php expects it: the browser's host without a port. */
export function brandDomain(request: Request, config = visitorConfig()): string {
  return visitorOrigin(request, config).hostname
}

/**
 * The X-Forwarded-* headers this server sends to the api, written from scratch: whatever the
 * browser sent under those names is dropped.
 */
export function forwardedToApi(request: Request, config = visitorConfig()): Headers {
  const headers = new Headers()
  headers.set('x-forwarded-host', browserHost(request, config))
  headers.set('x-forwarded-proto', visitorOrigin(request, config).protocol.replace(/:$/, ''))
  const address = request.headers.get(clientAddressHeader)
  if (address) headers.set('x-forwarded-for', address)
  return headers
}

/**
 * Everything the site's and the landers' loaders and actions may believe about the browser's
 * request, read once: the brand's configured origin and host, the cookies and whether there is
 * a session, the locale cookie, the tracking data, and the cookie writers with the brand's
 * `Secure` flag (./cookies.ts). A loader asks `visitorOf(request)` instead of reading headers.
 */
export interface Visitor {
  /** The brand's configured public origin (never a header the client controls). */
  origin: URL
  /** The one definition of "the browser's host" (see browserHost). */
  host: string
  /** The brand's domain, for settings.php. */
  brandDomain: string
  /** Whether the brand is served over https: cookies get `Secure`. */
  secure: boolean
  cookies: Readonly<Record<string, string>>
  /** The one session check: a session cookie is there (the api says whether it still works). */
  hasSession: boolean
  /** The `locale` cookie when it names a supported locale. */
  localeCookie: Locale | null
  /** The tracking query of this very landing, else null. */
  landingTracking: Tracking | null
  /** This landing's tracking, else what the `tracking` cookie stored at the start of the visit. */
  tracking: Tracking | null
  /** A Set-Cookie value that stores one of the visitor cookies. */
  setCookie: (cookie: VisitorCookie, value: string) => string
  /** A Set-Cookie value that removes one. */
  clearCookie: (cookie: VisitorCookie) => string
  /** The visitor's answer to the cookie banner; null while they have not answered. */
  cookieConsent: CookieConsentChoice | null
  /**
   * Set-Cookie values to send with this response: the tracking of a new landing, only when the
   * visitor allowed it (decision 059); before an answer it lives in this landing's URL only.
   */
  startOfVisitCookies: () => string[]
}

const visitors = new WeakMap<Request, Visitor>()

export function visitorOf(request: Request, config = visitorConfig()): Visitor {
  const known = visitors.get(request)
  if (known) return known
  const origin = visitorOrigin(request, config)
  const secure = origin.protocol === 'https:'
  const cookies = readCookies(request.headers.get('cookie'))
  const locale = cookies[visitorCookies.locale.name]
  const landingTracking = trackingFromQuery(new URL(request.url).searchParams)
  const cookieConsent = cookieConsentOf(cookies[visitorCookies.cookieConsent.name])
  const attribution = allowsAttribution(cookieConsent)
  const visitor: Visitor = {
    origin,
    host: browserHost(request, config),
    brandDomain: origin.hostname,
    secure,
    cookies,
    hasSession: Boolean(cookies[visitorCookies.session.name]),
    localeCookie: isLocale(locale) ? locale : null,
    landingTracking,
    tracking:
      landingTracking ??
      (attribution ? decodeTracking(cookies[visitorCookies.tracking.name]) : null),
    cookieConsent,
    setCookie: (cookie, value) => writeCookie(cookie, value, secure),
    clearCookie: (cookie) => clearCookie(cookie, secure),
    // SPEC §7: a tracking query is stored at start (a newer campaign's landing replaces it).
    startOfVisitCookies: () =>
      landingTracking && attribution
        ? [writeCookie('tracking', trackingQuery(landingTracking), secure)]
        : [],
  }
  visitors.set(request, visitor)
  return visitor
}
