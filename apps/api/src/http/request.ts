import { cookies } from '@dating/domain/constants'
import { trackingCookie } from '@dating/domain/tracking'
import {
  addressFromChain,
  isLoopback,
  isTrustedHop,
  normalizeAddress,
} from '@dating/domain/trusted-proxies'
import { getConnInfo } from '@hono/node-server/conninfo'
import { parseCookie } from 'cookie'
import type { Context } from 'hono'
import type { AppEnv } from './context.ts'

/**
 * The one reader of an incoming request: which host it asked for and over which scheme, the
 * client's address, its cookies (session, locale, tracking) and the few headers the calls look
 * at. Routes and middleware ask here instead of reading headers themselves, so what the api
 * believes about a request (docs/security.md) is decided in this module alone. Headers a trusted
 * proxy forwards (X-Forwarded-For, -Host, -Proto) count only when the socket's peer is one of
 * TRUSTED_PROXIES (@dating/domain/trusted-proxies, decision 042).
 */

/**
 * The host the browser asked for (docs/decisions/013-forwarded-headers.md): X-Forwarded-Host
 * when the request came from a trusted proxy, else the Host header. Either only picks a brand
 * (an unknown host is the default brand): no origin the api writes is ever built from it
 * (src/brand/public-origin.ts).
 */
export function requestHost(c: Context<AppEnv>): string {
  const headers = c.req.raw.headers
  const forwarded = peerIsTrustedProxy(c) ? lastEntry(headers.get('x-forwarded-host')) : ''
  return (forwarded || headers.get('host') || '').toLowerCase()
}

/** Whether the browser reached us over https: X-Forwarded-Proto of a trusted proxy, else the url. */
export function isHttps(c: Context<AppEnv>): boolean {
  const forwarded = peerIsTrustedProxy(c)
    ? lastEntry(c.req.raw.headers.get('x-forwarded-proto')).toLowerCase()
    : ''
  if (forwarded) return forwarded === 'https'
  return c.req.url.startsWith('https:')
}

/** `Localhost:3000` -> `localhost`; `[::1]:3002` -> `[::1]`. */
export function stripPort(host: string): string {
  const lower = host.trim().toLowerCase()
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1)
  const colon = lower.indexOf(':')
  return colon === -1 ? lower : lower.slice(0, colon)
}

/**
 * The address of the browser behind the request, for the per-address limits (docs/security.md):
 * X-Forwarded-For walked from the socket's peer through the trusted hops only. The site's server
 * overwrites the header with the one address it saw (packages/remix-server).
 */
export function clientAddress(c: Context<AppEnv>): string {
  return addressFromChain(
    c.req.header('x-forwarded-for'),
    socketAddress(c) ?? 'unknown',
    c.var.deps.trustedProxies,
  )
}

/** The client address for the per-address limits: null on this machine (see isLoopback). */
export function countedClientAddress(c: Context<AppEnv>): string | null {
  const address = clientAddress(c)
  return isLoopback(address) ? null : address
}

const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** The `sid` cookie when it has the shape of a session token, else null. */
export function sessionToken(c: Context): string | null {
  const token = requestCookies(c)[cookies.sessionName]
  return token !== undefined && sessionTokenPattern.test(token) ? token : null
}

/** The back office's `staff_sid` cookie when it has the shape of a session token, else null. */
export function staffSessionToken(c: Context): string | null {
  const token = requestCookies(c)[cookies.staffSessionName]
  return token !== undefined && sessionTokenPattern.test(token) ? token : null
}

/** The `locale` cookie as sent (negotiation decides whether it names a locale). */
export function localeCookie(c: Context): string | undefined {
  return requestCookies(c)[cookies.localeName]
}

/** The `tracking` cookie as sent (the landing's tracking query, SPEC §7). */
export function trackingCookieValue(c: Context): string | undefined {
  return requestCookies(c)[trackingCookie.name]
}

/** The Origin header a browser sends with a page's write, if any. */
export function originHeader(c: Context): string | undefined {
  return c.req.header('origin')
}

/** Whether the browser says a page of another site sent this request (Sec-Fetch-Site). */
export function isCrossSite(c: Context): boolean {
  return c.req.header('sec-fetch-site') === 'cross-site'
}

/** A browser prefetch (a hovered link), not a visit: it must not mark likes as seen. */
export function isPrefetch(c: Context): boolean {
  const purpose = `${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`
  return /\bprefetch\b/i.test(purpose)
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent') ?? null
}

export function referer(c: Context): string | undefined {
  return c.req.header('referer')
}

/** Last-Event-ID of a reconnecting event stream. */
export function lastEventId(c: Context): string | undefined {
  return c.req.header('last-event-id')
}

/** Whether the caller asks for JSON (a dev page read by a test) rather than a page. */
export function acceptsJson(c: Context): boolean {
  return c.req.header('accept')?.includes('application/json') ?? false
}

/** Whether the caller is a browser showing a page (a mailed link opened), not a script. */
export function acceptsHtml(c: Context): boolean {
  return c.req.header('accept')?.includes('text/html') ?? false
}

/** Whether the body is a JSON document (else a form). */
export function sentJson(c: Context): boolean {
  return c.req.header('content-type')?.includes('application/json') ?? false
}

/** Whether the body is a multipart form (a file upload). */
export function sentMultipart(c: Context): boolean {
  return c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false
}

/** The shared secret a mail provider sends with bounces and complaints. */
export function mailWebhookSecret(c: Context): string {
  return c.req.header('x-mail-webhook-secret') ?? ''
}

/** Marks the job queue's replay of a payment webhook (src/payments/webhook-retry.ts). */
export const webhookReplayHeader = 'x-payment-webhook-replay'

/** Whether the request is the job queue's replay of a payment webhook. */
export function isWebhookReplay(c: Context): boolean {
  return c.req.header(webhookReplayHeader) !== undefined
}

const parsedCookies = new WeakMap<Request, Record<string, string | undefined>>()

/** The request's cookies, parsed once (on the `cookie` library, as ./cookies.ts writes them). */
function requestCookies(c: Context): Record<string, string | undefined> {
  const known = parsedCookies.get(c.req.raw)
  if (known) return known
  const parsed = parseCookie(c.req.header('cookie') ?? '')
  parsedCookies.set(c.req.raw, parsed)
  return parsed
}

/**
 * Whether the request's socket peer is a trusted proxy, whose X-Forwarded-Host and
 * X-Forwarded-Proto are believed. Without a socket (app.request in a unit test) there is no
 * peer, and nothing forwarded is believed.
 */
function peerIsTrustedProxy(c: Context<AppEnv>): boolean {
  const peer = socketAddress(c)
  if (peer === undefined) return false
  return isTrustedHop(normalizeAddress(peer), 0, c.var.deps.trustedProxies)
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): there is no socket.
    return undefined
  }
}

/** The entry the nearest proxy wrote (the site's server writes exactly one). */
function lastEntry(value: string | null): string {
  return value?.split(',').at(-1)?.trim() ?? ''
}
