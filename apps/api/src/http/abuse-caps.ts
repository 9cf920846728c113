import type { RateEventKind } from '@dating/domain/account'
import type { Context } from 'hono'
import { anHourBefore, startOfUtcDay, takeRateSlot } from './rate-events.ts'
import type { AppEnv } from './context.ts'
import { clientAddress } from './request.ts'
import { isLoopback } from '@dating/domain/trusted-proxies'
import { ApiError } from './errors.ts'

export type CapWindow = 'hour' | 'day'

/**
 * Counts one `kind` event for `key` on the request's brand, or refuses with
 * `429 too_many_requests` once `cap` happened in the window (docs/security.md).
 */
export async function takeCapped(
  c: Context<AppEnv>,
  kind: RateEventKind,
  key: string,
  cap: number,
  window: CapWindow,
): Promise<void> {
  const now = c.var.deps.now()
  const since = window === 'hour' ? anHourBefore(now) : startOfUtcDay(now)
  const rateKey = { siteId: c.var.site.id, kind, key }
  if (!(await takeRateSlot(c.var.deps.db, rateKey, { cap, since }, now))) {
    throw new ApiError('too_many_requests')
  }
}

/** The same per client address; this machine's own address is never capped. */
export async function takeCappedForAddress(
  c: Context<AppEnv>,
  kind: RateEventKind,
  cap: number,
  window: CapWindow,
): Promise<void> {
  const address = clientAddress(c)
  if (isLoopback(address)) return
  await takeCapped(c, kind, address, cap, window)
}
