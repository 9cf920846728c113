import { negotiateLocale } from '@dating/i18n/negotiate'
import { translatorFor } from '@dating/i18n/translate'
import type { MiddlewareHandler } from 'hono'
import type { User } from '@dating/domain/entities'
import { findSession, type SessionKey } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps, AppEnv, SessionUser, Site } from './context.ts'
import { ApiError } from './errors.ts'
import { isHttps, localeCookie, originHeader, requestHost, sessionToken } from './request.ts'

/** One line per request: method, path (without query), status, milliseconds. */
export function requestLog(log: (line: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
  }
}

/** Defaults every handler can rely on, even when a later step fails. */
export function requestDefaults(deps: Required<AppDeps>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('deps', deps)
    c.set('session', null)
    c.set('userView', null)
    c.set('locale', 'en')
    c.set('t', translatorFor('en'))
    await next()
  }
}

/** The brand by host; settings.php may force one with `?domain=` (docs/api.md). */
export function brand(resolveSite: (host: string) => Promise<Site>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forced = c.req.path === '/api/settings.php' ? c.req.query('domain') : undefined
    c.set('site', await resolveSite(forced || requestHost(c)))
    await next()
  }
}

/** The session together with the member's User view, in one query (accounts/session-user.ts). */
export type SessionWithUserLookup = (
  db: Database,
  key: SessionKey,
  today: string,
) => Promise<{ session: SessionUser; user: User } | null>

/**
 * The member behind the `sid` cookie (a live session on this brand), else none. For GET
 * /api/user.php, which every page asks, `withUser` brings the member's User view in the same
 * query.
 */
export function session(withUser: SessionWithUserLookup): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessionToken(c)
    if (token) {
      const { db, now } = c.var.deps
      const key = { token, siteId: c.var.site.id, now: now() }
      if (c.req.method === 'GET' && c.req.path === '/api/user.php') {
        const found = await withUser(db, key, key.now.toISOString().slice(0, 10))
        c.set('session', found?.session ?? null)
        c.set('userView', found?.user ?? null)
      } else {
        c.set('session', await findSession(db, token, key.siteId, key.now))
      }
    }
    await next()
  }
}

/** Message locale: cookie, then the member's language, then the brand's, then English. */
export function locale(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const negotiated = negotiateLocale({
      cookie: localeCookie(c),
      memberLanguage: c.var.session?.language,
      domainLanguage: c.var.site.domainLanguage,
    })
    c.set('locale', negotiated)
    c.set('t', translatorFor(negotiated))
    await next()
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Unsafe requests sent by a page of another site are refused (the cookie is SameSite=Lax).
 * `tokenBound` paths act on a signed token in their URL, never on the cookie, so a forged
 * request gains nothing: the RFC 8058 one-click unsubscribe comes from mail clients and from
 * its own no-referrer page, whose POST a browser sends with `Origin: null`.
 */
export function originCheck(
  tokenBound: ReadonlySet<string> = new Set(),
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = originHeader(c)
    if (unsafeMethods.has(c.req.method) && origin !== undefined && !tokenBound.has(c.req.path)) {
      const scheme = isHttps(c) ? 'https' : 'http'
      if (normalizedHost(origin) !== normalizedHost(`${scheme}://${requestHost(c)}`)) {
        throw new ApiError('bad_origin')
      }
    }
    await next()
  }
}

function normalizedHost(url: string): string | null {
  try {
    return new URL(url).host || null
  } catch {
    return null
  }
}
