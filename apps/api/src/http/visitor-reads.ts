/**
 * Caps what a visitor (no session) reads per client address: profile pages and search pages
 * (decision 049). Counted in this process's memory, not in `rate_events`: a read must not
 * write (a write empties the read cache, decision 039), and a scraper meets the cap of each
 * api process it reaches.
 */
import { abuseCaps } from '@dating/domain/account'
import { isLoopback } from '@dating/domain/trusted-proxies'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context.ts'
import { ApiError } from './errors.ts'
import { clientAddress } from './request.ts'

type Window = { start: number; count: number }

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const maxAddresses = 50_000

function counter(lengthMs: number, cap: number) {
  let windows = new Map<string, Window>()
  /** Counts one read; answers the seconds until the window ends when `cap` was reached. */
  return (address: string, now: number): number | null => {
    let window = windows.get(address)
    if (!window || now - window.start >= lengthMs) {
      if (windows.size >= maxAddresses) {
        windows = new Map([...windows].filter(([, kept]) => now - kept.start < lengthMs))
      }
      window = { start: now, count: 0 }
      windows.set(address, window)
    }
    if (window.count >= cap) return Math.ceil((window.start + lengthMs - now) / 1000)
    window.count += 1
    return null
  }
}

export function visitorReadCap(
  caps = {
    perMinute: abuseCaps.visitorReadsPerAddressPerMinute,
    perHour: abuseCaps.visitorReadsPerAddressPerHour,
  },
): MiddlewareHandler<AppEnv> {
  const minute = counter(minuteMs, caps.perMinute)
  const hour = counter(hourMs, caps.perHour)
  return async (c, next) => {
    if (c.var.session !== null || c.req.method !== 'GET') return next()
    const address = clientAddress(c)
    if (isLoopback(address)) return next()
    const now = c.var.deps.now().getTime()
    const wait = minute(address, now) ?? hour(address, now)
    if (wait !== null) throw new ApiError('too_many_requests', undefined, { retry_after: wait })
    return next()
  }
}
