import type { Context } from 'hono'
import type { AppEnv, Site } from '../context.ts'

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

/** Parses PUBLIC_ORIGINS (`http://localhost:3000,http://de.localhost:3000`) into origins. */
export function parsePublicOrigins(value: string | undefined): string[] {
  if (!value) return []
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => new URL(entry).origin)
}
