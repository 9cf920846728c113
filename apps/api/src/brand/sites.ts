import { asc, desc, eq } from 'drizzle-orm'
import type { Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { sites } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { stripPort } from '../http/request.ts'

export type SiteResolver = ((host: string) => Promise<Site>) & {
  /** Drops every cached row (a brand changed: src/brand/site-changes.ts). */
  forget: () => void
}

/**
 * The brand for a host name: an exact `sites.domain` match (a leading `www.` ignored), else
 * the default brand. Rows are reused for `cacheMs` so a request costs no extra query; the
 * returned row object stays the same while it is reused, so views built from it can be cached
 * per object (the settings).
 */
export function createSiteResolver(db: Database, cacheMs: number, now: () => Date): SiteResolver {
  const cache = new Map<string, { site: Promise<Site>; until: number }>()

  async function load(domain: string): Promise<Site> {
    const candidates = domain.startsWith('www.') ? [domain, domain.slice(4)] : [domain]
    for (const candidate of candidates) {
      const [site] = await db.select().from(sites).where(eq(sites.domain, candidate)).limit(1)
      if (site) return site
    }
    const [fallback] = await db
      .select()
      .from(sites)
      .orderBy(desc(sites.isDefault), asc(sites.id))
      .limit(1)
    if (!fallback) throw new ApiError('not_configured')
    return fallback
  }

  const resolve = (host: string): Promise<Site> => {
    const domain = stripPort(host).slice(0, 253)
    const time = now().getTime()
    const cached = cache.get(domain)
    if (cached && cached.until > time) return cached.site
    // Requests arriving while the row loads share the one query.
    const site = load(domain)
    if (cacheMs > 0) {
      if (cache.size > 1000) cache.clear()
      const entry = { site, until: time + cacheMs }
      cache.set(domain, entry)
      site.catch(() => {
        if (cache.get(domain) === entry) cache.delete(domain)
      })
    }
    return site
  }
  return Object.assign(resolve, { forget: () => cache.clear() })
}
