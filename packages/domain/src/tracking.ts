import * as v from 'valibot'
import { type Tracking, trackingKeys, trackingQuery } from './tracking-query.ts'

export { type Tracking, type TrackingKey, trackingKeys, trackingQuery } from './tracking-query.ts'

const trackingValue = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(100),
  v.regex(/^[\p{L}\p{N} ._~:@/+=-]+$/u),
)

/** SPEC §3 Tracking data: where a visitor came from (an ad network, its reference, sub ids). */
export const trackingSchema = v.object({
  network: v.optional(trackingValue),
  ref: v.optional(trackingValue),
  sub1: v.optional(trackingValue),
  sub2: v.optional(trackingValue),
  sub3: v.optional(trackingValue),
})

/**
 * SPEC §7: a tracking query is stored at start, in this cookie, for 30 days (the site's and the
 * landers' servers write it, `@dating/remix-server/cookies`; the api reads it at signup).
 */
export const trackingCookie = { name: 'tracking', maxAgeDays: 30 } as const

type QueryLike = { get(name: string): string | null }

/**
 * The tracking data of a landing query, or null when it carries none. Each key is checked on
 * its own, so one malformed sub id drops only itself.
 */
export function trackingFromQuery(query: QueryLike): Tracking | null {
  const tracking: Tracking = {}
  for (const key of trackingKeys) {
    const raw = query.get(key)
    if (raw === null) continue
    const parsed = v.safeParse(trackingValue, raw)
    if (parsed.success) tracking[key] = parsed.output
  }
  return Object.keys(tracking).length > 0 ? tracking : null
}

/** The cookie value as it travels: the query, percent-encoded. */
export function encodeTracking(tracking: Tracking): string {
  return encodeURIComponent(trackingQuery(tracking))
}

/** The tracking data of a cookie value; anything unreadable counts as no tracking. */
export function decodeTracking(value: string | undefined | null): Tracking | null {
  if (!value) return null
  let query: string
  try {
    query = decodeURIComponent(value)
  } catch {
    return null
  }
  return trackingFromQuery(new URLSearchParams(query))
}
