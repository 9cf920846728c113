/**
 * A graceful stop (SIGTERM): the requests under way finish, up to a deadline; every request
 * that arrives meanwhile on a kept-alive connection answers 503 with Retry-After and closes its
 * connection, so the proxy in front sends it again, to another process or to this one restarted.
 * Live streams are ended at once (their browsers reconnect with Last-Event-ID elsewhere).
 */
import type { serve } from '@hono/node-server'
import { negotiateLocale } from '@dating/i18n/negotiate'
import { translatorFor } from '@dating/i18n/translate'
import type { MiddlewareHandler } from 'hono'
import { databaseRetryAfterSeconds } from '../db/unavailable.ts'
import type { AppEnv } from './context.ts'
import { messageIdFor } from './errors.ts'
import { localeCookie } from './request.ts'

export type Drain = {
  draining: () => boolean
  /** Called once when the drain starts (live streams end). */
  onStart: (listener: () => void) => void
  /**
   * Stops taking requests and answers, once every request under way has answered or
   * `deadlineMs` passed, whether they all answered.
   */
  start: (server: ReturnType<typeof serve>, deadlineMs: number) => Promise<boolean>
  middleware: MiddlewareHandler<AppEnv>
}

export function createDrain(): Drain {
  let draining = false
  let underWay = 0
  let settled: (() => void) | null = null
  const listeners: Array<() => void> = []
  return {
    draining: () => draining,
    onStart: (listener) => void listeners.push(listener),
    start: (server, deadlineMs) => {
      if (draining) return Promise.resolve(underWay === 0)
      draining = true
      for (const listener of listeners) listener()
      // The server keeps listening until the drain ends: a request that comes meanwhile, on a
      // new or a kept-alive connection, is answered 503 and closes its connection, where
      // closing now (server.close() drops idle connections) could cut one the proxy is writing.
      const finished =
        underWay === 0
          ? Promise.resolve(true)
          : new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(false), deadlineMs)
              settled = () => {
                clearTimeout(timer)
                resolve(true)
              }
            })
      return finished.then((all) => {
        server.close()
        return all
      })
    },
    middleware: async (c, next) => {
      if (draining) {
        const t = translatorFor(negotiateLocale({ cookie: localeCookie(c) }))
        return c.json(
          { error: 'service_unavailable', message: t(messageIdFor('service_unavailable')) },
          503,
          { 'retry-after': String(databaseRetryAfterSeconds), connection: 'close' },
        )
      }
      underWay += 1
      try {
        await next()
      } finally {
        underWay -= 1
        if (draining && underWay === 0) settled?.()
      }
    },
  }
}

declare module './context.ts' {
  interface AppDeps {
    /** The graceful stop of src/main.ts; without it requests are never refused for one. */
    drain?: Drain | null
  }
}
