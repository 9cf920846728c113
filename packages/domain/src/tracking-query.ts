/**
 * SPEC §3 Tracking data as it travels in a URL query, without its validation: what the cookie
 * banners need in every page's first load. The checks (valibot) are in `./tracking.ts`; keeping
 * them out of this module keeps valibot out of the code every page runs (decision 082).
 */
export const trackingKeys = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const
export type TrackingKey = (typeof trackingKeys)[number]

/** Where a visitor came from (an ad network, its reference, sub ids), each key optional. */
export type Tracking = { [Key in TrackingKey]?: string }

/** The tracking data as a URL query (`network=ads&sub1=x`), in the order of trackingKeys. */
export function trackingQuery(tracking: Tracking): string {
  const params = new URLSearchParams()
  for (const key of trackingKeys) {
    const value = tracking[key]
    if (value !== undefined) params.set(key, value)
  }
  return params.toString()
}
