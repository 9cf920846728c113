import type { Context } from 'hono'
import type { AppEnv, Site } from '../http/context.ts'

/**
 * The brand's public origin, where every mailed link and absolute redirect points
 * (docs/decisions/012-configured-origins.md): the PUBLIC_ORIGINS entry whose host name is the
 * brand's domain, else `https://<domain>`. Never the Host or X-Forwarded-Host of a request: a
 * client chooses those.
 */
export function brandOrigin(site: Pick<Site, 'domain'>, publicOrigins: readonly string[]): string {
  for (const origin of publicOrigins) {
    const url = new URL(origin)
    if (url.hostname === site.domain) return url.origin
  }
  return `https://${site.domain}`
}

/** The public origin of the request's brand. */
export function siteOrigin(c: Context<AppEnv>): string {
  return brandOrigin(c.var.site, c.var.deps.publicOrigins)
}

declare module '../http/context.ts' {
  interface AppDeps {
    /**
     * Public origins of the brands (PUBLIC_ORIGINS), matched to a brand by host name; a brand
     * without one is `https://<domain>`. Default none.
     */
    publicOrigins?: readonly string[]
  }
}
