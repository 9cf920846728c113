import type { Context } from 'hono'
import type { AppEnv } from './context.ts'
import { peerIsTrustedProxy } from './client-address.ts'

/**
 * The host the browser asked for (docs/decisions/013-forwarded-headers.md): X-Forwarded-Host
 * when the request came from a trusted proxy (TRUSTED_PROXIES, the rule of the client
 * address), else the Host header. Either only picks a brand (an unknown host is the default
 * brand): no origin the api writes is ever built from it (src/brand/public-origin.ts).
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

/** The entry the nearest proxy wrote (the site's server writes exactly one). */
function lastEntry(value: string | null): string {
  return value?.split(',').at(-1)?.trim() ?? ''
}

/** `Localhost:3000` -> `localhost`; `[::1]:3002` -> `[::1]`. */
export function stripPort(host: string): string {
  const lower = host.trim().toLowerCase()
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1)
  const colon = lower.indexOf(':')
  return colon === -1 ? lower : lower.slice(0, colon)
}
