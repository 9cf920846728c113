import * as v from 'valibot'

/** The tracking query of SPEC §3 (Tracking data), in the order it is passed on. */
export const trackingKeys = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const
export type TrackingKey = (typeof trackingKeys)[number]
export type Tracking = Partial<Record<TrackingKey, string>>

const trackingValueSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))

/**
 * The tracking parameters a visitor arrived with, and nothing else: other query parameters
 * are dropped, a repeated one keeps its first value, an empty or oversized one is ignored.
 */
export function trackingFrom(search: URLSearchParams): Tracking {
  const tracking: Tracking = {}
  for (const key of trackingKeys) {
    const raw = search.get(key)
    if (raw === null) continue
    const parsed = v.safeParse(trackingValueSchema, raw)
    if (parsed.success) tracking[key] = parsed.output
  }
  return tracking
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

/** The member site's signup page, carrying the visitor's tracking along. */
export function signupUrl(siteUrl: string, tracking: Tracking): string {
  return `${siteUrl}/signup${trackingQuery(tracking)}`
}
