/**
 * Every cookie and browser storage key the product sets, in one list (decision 059): the cookie
 * policy is written from it in every language, and an end-to-end test compares it with what the
 * site, the landers and the api really set across the journeys. Something stored that is not
 * here fails that test; an entry here that nothing sets fails it too.
 */
import { alertDismissalKeys } from './alerts.ts'
import { cookies } from './constants.ts'
import { cookieConsentCookie } from './cookie-consent.ts'
import { siteEntryCookie } from './site-entry-warning.ts'
import { timeBonusDismissalKey } from './time-bonus.ts'
import { trackingCookie } from './tracking.ts'

export const storageKinds = ['cookie', 'localStorage', 'sessionStorage'] as const
export type StorageKind = (typeof storageKinds)[number]

/**
 * `necessary`: strictly necessary for a service the visitor asked for (ePrivacy Art. 5(3), no
 * consent); `consent`: stored only after the visitor agreed in the cookie banner.
 */
export type StorageCategory = 'necessary' | 'consent'

export type StorageLifetime =
  | { unit: 'days' | 'minutes' | 'seconds'; count: number }
  /** Until the visitor or the page removes it (dismissals), or the tab closes (session storage). */
  | { unit: 'untilRemoved' }
  | { unit: 'session' }

/** Which purpose text of the cookie policy explains the entry. */
export const storagePurposes = [
  'session',
  'language',
  'notice',
  'attribution',
  'entryWarning',
  'loginBinding',
  'consent',
  'alertDismissed',
  'offerDismissed',
  'reloadGuard',
  'scrollPositions',
] as const
export type StoragePurpose = (typeof storagePurposes)[number]

export type StorageEntry = {
  name: string
  kind: StorageKind
  category: StorageCategory
  purpose: StoragePurpose
  lifetime: StorageLifetime
  /** Which part writes it: the api (through the site's or the landers' proxy), or the page. */
  setBy: readonly ('api' | 'site' | 'landers')[]
}

const days = (count: number): StorageLifetime => ({ unit: 'days', count })

/** Where the time of the last chunk-failure reload survives the reload itself (SPEC §4). */
export const chunkReloadStorageKey = 'chunk-reload-at'

export const storageEntries: readonly StorageEntry[] = [
  {
    name: cookies.sessionName,
    kind: 'cookie',
    category: 'necessary',
    purpose: 'session',
    lifetime: days(cookies.sessionMaxAgeDays),
    setBy: ['api'],
  },
  {
    name: cookies.localeName,
    kind: 'cookie',
    category: 'necessary',
    purpose: 'language',
    lifetime: days(cookies.localeMaxAgeDays),
    setBy: ['api', 'site', 'landers'],
  },
  {
    name: 'flash',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'notice',
    lifetime: { unit: 'seconds', count: 60 },
    setBy: ['site'],
  },
  {
    name: siteEntryCookie.name,
    kind: 'cookie',
    category: 'necessary',
    purpose: 'entryWarning',
    lifetime: days(siteEntryCookie.maxAgeDays),
    setBy: ['site', 'landers'],
  },
  {
    name: 'login_binding',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'loginBinding',
    lifetime: { unit: 'minutes', count: 10 },
    setBy: ['site'],
  },
  {
    name: cookieConsentCookie.name,
    kind: 'cookie',
    category: 'necessary',
    purpose: 'consent',
    lifetime: days(cookieConsentCookie.maxAgeDays),
    setBy: ['site', 'landers'],
  },
  {
    name: trackingCookie.name,
    kind: 'cookie',
    category: 'consent',
    purpose: 'attribution',
    lifetime: days(trackingCookie.maxAgeDays),
    setBy: ['site', 'landers'],
  },
  ...Object.values(alertDismissalKeys).map(
    (name): StorageEntry => ({
      name,
      kind: 'localStorage',
      category: 'necessary',
      purpose: 'alertDismissed',
      lifetime: { unit: 'untilRemoved' },
      setBy: ['site'],
    }),
  ),
  {
    name: timeBonusDismissalKey,
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'offerDismissed',
    lifetime: { unit: 'untilRemoved' },
    setBy: ['site'],
  },
  {
    name: chunkReloadStorageKey,
    kind: 'sessionStorage',
    category: 'necessary',
    purpose: 'reloadGuard',
    lifetime: { unit: 'session' },
    setBy: ['site'],
  },
  {
    // Remix's ScrollRestoration keeps each visited page's scroll position under this key.
    name: 'positions',
    kind: 'sessionStorage',
    category: 'necessary',
    purpose: 'scrollPositions',
    lifetime: { unit: 'session' },
    setBy: ['site'],
  },
]

/** The entry of a cookie or storage key, or undefined when the list does not know it. */
export function storageEntry(kind: StorageKind, name: string): StorageEntry | undefined {
  return storageEntries.find((entry) => entry.kind === kind && entry.name === name)
}
