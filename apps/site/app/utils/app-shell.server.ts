import { brandAppColors, brandAppIcons, brandAppKey } from '@dating/domain/brand-app'
import type { Settings } from '@dating/domain/entities'
import { type VisitorConfig, visitorConfig, visitorOrigin } from '@dating/remix-server/visitor'

/**
 * The site's public origin for absolute links (Open Graph, robots.txt): the brand's configured
 * origin (PUBLIC_ORIGINS, decision 012); a brand without one is `https://<domain>`, so a forged
 * header cannot plant another site's address in a page.
 */
export function publicOrigin(request: Request, brandDomain: string): string {
  const origin = visitorOrigin(request)
  return origin.hostname === brandDomain ? origin.origin : `https://${brandDomain}`
}

/**
 * Another brand's origin, for the invite-only notice's link to its sister brand (decision 084):
 * its configured origin (PUBLIC_ORIGINS); without configuration (development, the journeys) the
 * visitor's scheme and port with the sister's host name; else `https://<domain>`.
 */
export function sisterOrigin(
  request: Request,
  domain: string,
  config: VisitorConfig = visitorConfig(),
): string {
  const configured = config.publicOrigins.find((origin) => new URL(origin).hostname === domain)
  if (configured) return new URL(configured).origin
  if (config.publicOrigins.length > 0) return `https://${domain}`
  const origin = visitorOrigin(request, config)
  origin.hostname = domain
  return origin.origin
}

/** The brand's web app manifest: what Chromium needs to offer the site as an installable app. */
export function webManifest(settings: Pick<Settings, 'name' | 'description' | 'domain_language'>) {
  const colors = brandAppColors[brandAppKey(settings.name)]
  return {
    id: '/',
    name: settings.name,
    short_name: settings.name.slice(0, 12),
    description: settings.description,
    lang: settings.domain_language.slice(0, 2),
    start_url: '/members',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: brandAppIcons(settings.name),
  }
}

/** Pages a search engine may not index: member-only, one-time or transactional pages. */
const privatePaths = [
  '/api/',
  '/chats',
  '/likes',
  '/credits',
  '/transactions',
  '/directdebit',
  '/profile',
  '/notifications',
  '/complete-signup',
  '/signup-matches',
  '/reset-password',
  '/mail-change',
  '/activate',
  '/account',
  '/match-finder',
  '/swipe-game',
  '/*/chat',
]

/** robots.txt of a brand: its public pages open to crawlers, the members' pages closed. */
export function robotsTxt(settings: Pick<Settings, 'name'>): string {
  return [
    `# ${settings.name}`,
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
  ].join('\n')
}
