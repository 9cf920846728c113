import { abuseCaps } from '@dating/domain/account'
import { decodeTracking } from '@dating/domain/tracking'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { pageHiddenEvents } from './schema.ts'
import { takeCappedForAddress } from '../http/abuse-caps.ts'
import { readJsonBody } from '../http/input.ts'
import { referer, requestHost, stripPort, trackingCookieValue } from '../http/request.ts'

/** SPEC §7: the beacon's body is an empty JSON object; anything else is refused. */
const beaconSchema = v.strictObject({})

const maxPathLength = 300

/**
 * The path of the page the beacon was sent from, read from its Referer. Only a page of the
 * host the beacon came to counts: another site's page is nobody's bounce here.
 */
export function leftPagePath(referer: string | undefined, host: string): string | null {
  if (!referer) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (stripPort(url.host) !== stripPort(host)) return null
  return url.pathname.slice(0, maxPathLength)
}

/**
 * POST /api/page-hidden.php (beacon): a page of a visit that arrived with the `lb` query went
 * out of sight. Logged with the brand, the member when logged in, the page's path and the
 * visit's tracking data, for bounce reports per traffic source. Each client address may log
 * `abuseCaps.pageHiddenPerAddressPerHour` beacons an hour (429 beyond), so a script cannot
 * fill the table.
 */
export const pageHiddenRoutes = new Hono<AppEnv>().post('/api/page-hidden.php', async (c) => {
  await readJsonBody(c, beaconSchema)
  const path = leftPagePath(referer(c), requestHost(c))
  if (path === null) return c.body(null, 204)
  await takeCappedForAddress(
    c,
    'page_hidden_address',
    abuseCaps.pageHiddenPerAddressPerHour,
    'hour',
  )
  await c.var.deps.db.insert(pageHiddenEvents).values({
    siteId: c.var.site.id,
    userId: c.var.session?.userId ?? null,
    path,
    tracking: decodeTracking(trackingCookieValue(c)),
  })
  return c.body(null, 204)
})
