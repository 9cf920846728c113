/**
 * The site-entry warning of SPEC §2: an adult-content notice for logged-out visitors, outside
 * an installed app, when the brand's enable_site_entry_popup is not 'no' and the visitor's
 * country is allowed. Its dismissal is a timestamp in a cookie, so the server already knows
 * whether to render it (docs/decisions/031b-site-entry-warning.md); the cookie itself is written
 * with the others in `@dating/remix-server/cookies`.
 */
import type { Country } from './countries.ts'

export const siteEntryLayouts = ['default', 'chat', 'lander', 'empty'] as const
export type SiteEntryLayout = (typeof siteEntryLayouts)[number]

/** SPEC §2: in the chat, lander and empty layouts it is limited to these countries. */
export const siteEntryLimitedCountries: readonly Country[] = ['NL', 'DE']

/** Default-layout routes where it never shows (SPEC §2). */
const quietPaths = [/^\/complete-signup$/, /^\/reset-password$/, /^\/reset-password\/do$/]

export const siteEntryCookie = {
  name: 'hide-site-entry-warning',
  maxAgeDays: 365,
} as const

export interface SiteEntryWarningInput {
  layout: SiteEntryLayout
  loggedIn: boolean
  /** settings enable_site_entry_popup. */
  enabled: 'yes' | 'no'
  /** The visitor's country (settings geoip_selected_country). */
  country: Country
  /** The brand's countries (settings countries). */
  brandCountries: readonly Country[]
  /** The page; left out, the answer holds for every page of the layout but the quiet ones. */
  pathname?: string
  /** The value of the dismissal cookie, undefined when there is none. */
  dismissal: string | undefined
}

export function isSiteEntryDismissal(value: string | undefined): boolean {
  if (value === undefined) return false
  const time = Number(value)
  return Number.isFinite(time) && time > 0
}

/** Default-layout pages where it never shows. */
export function isSiteEntryQuietPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return quietPaths.some((pattern) => pattern.test(path))
}

/** Whether the server renders the warning; an installed app is recognised in the browser. */
export function showsSiteEntryWarning(input: SiteEntryWarningInput): boolean {
  if (input.loggedIn || input.enabled === 'no' || isSiteEntryDismissal(input.dismissal)) {
    return false
  }
  if (!input.brandCountries.includes(input.country)) return false
  if (input.layout !== 'default') return siteEntryLimitedCountries.includes(input.country)
  return input.pathname === undefined || !isSiteEntryQuietPath(input.pathname)
}
