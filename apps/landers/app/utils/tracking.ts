import { type Tracking, trackingFromQuery, trackingKeys } from '@dating/domain/tracking'
import { visitorOf } from '@dating/remix-server/visitor'

export type { Tracking }

/**
 * The tracking parameters a visitor arrived with (SPEC §3), checked as the api checks them, and
 * nothing else: other query parameters are dropped, a repeated one keeps its first value, an
 * empty, oversized or malformed one is ignored.
 */
export function trackingFrom(search: URLSearchParams): Tracking {
  return trackingFromQuery(search) ?? {}
}

/** `?network=…&ref=…` for the tracking present, or '' when there is none. */
export function trackingQuery(tracking: Tracking): string {
  const params = new URLSearchParams()
  for (const key of trackingKeys) {
    const value = tracking[key]
    if (value !== undefined) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The lander's own signup page, carrying the visitor's tracking along. */
export function signupPath(tracking: Tracking): string {
  return `/signup${trackingQuery(tracking)}`
}

/**
 * The visitor's tracking: this landing's query, else what the root loader stored at the start
 * of the visit (SPEC §7), so a later page of the lander still signs up with it.
 */
export function landerTracking(request: Request): Tracking {
  return visitorOf(request).tracking ?? {}
}
