import type { CompanyInfo } from '@dating/api-client/calls'
import type { Country } from '@dating/domain/countries'
import type { CreditPrice, Currency } from '@dating/domain/payments'
import type { SearchField } from '@dating/domain/members-search'
import type { SignupsSetting } from '@dating/domain/signup'
import type { CookieConsentChoice } from '@dating/domain/cookie-consent'
import type { Tracking } from '@dating/domain/tracking'
import type {
  NotificationDisabledReason,
  ProfileField,
  ProfileStatus,
  UserStatus,
} from '@dating/domain/profile-attributes'
import type { CatalogueId, Locale } from '@dating/i18n/locales'
import { useRouteLoaderData } from '@remix-run/react'
import type { Flash } from './flash.ts'

/** The brand settings the pages show; the rest of settings.php stays on the server. */
export interface BrandView {
  name: string
  indexTitle: string
  description: string
  cdnPrefix: string
  fictionalIcon: string
  /** The brand's warning on one fictional profile (settings fictional_singular), for the chat. */
  fictionalSingular: string
  countries: Country[]
  searchFields: SearchField[]
  visibleProfileFields: ProfileField[]
  /** Whether profiles show their free-text 'about me' notes. */
  visibleProfileNotes: boolean
  /** Who may sign up (SPEC §4): with the visitor's tracking data it decides the invite-only notice. */
  signups: SignupsSetting
  /** The brand the invite-only notice offers instead (settings sister_brand, decision 084). */
  sisterSignup: { name: string; href: string } | null
  /** The deployment's VAPID public key (settings push_public_key); null: no push offered. */
  pushPublicKey: string | null
  /** English pages show the US footer (settings us_footer). */
  usFooter: boolean
}

/** What the navigation shows about the logged-in member. */
export interface MemberView {
  profileId: number
  name: string
  credits: number
  paidUser: boolean
  unreadMessages: number
  newLikes: number
  thumbnail: string | null
  /** For the activation reminder (SPEC §4). */
  email: string
  status: UserStatus
  profileStatus: ProfileStatus
  notificationsDisabled: NotificationDisabledReason[]
  /** ISO date-time: the time bonus runs for four hours from it (SPEC §4). */
  signupDate: string
  /** The member's currency: what credits are worth is shown in it (EU consumer rules). */
  currency: Currency
  /** What the member paid per purchased credit; null before a first purchase. */
  creditPrice: CreditPrice | null
  /**
   * Where the withdrawal function is ("Withdraw from contract here" in the footer and the
   * account menu), while a purchase may still be withdrawn from; else null.
   */
  withdrawalHref: string | null
}

export interface RootData {
  locale: Locale
  catalogueId: CatalogueId
  /**
   * The catalogue's script, `/i18n/<catalogue>.<hash>.js` (decision 036): the messages travel
   * once as a cached asset, not in every document and data response.
   */
  catalogueUrl: string
  brand: BrandView
  company: CompanyInfo | null
  member: MemberView | null
  /** The visitor's tracking data (this landing's query, else the `tracking` cookie). */
  tracking: Tracking | null
  /** The answer to the cookie banner; null: not answered, the banner asks (decision 059). */
  cookieConsent: CookieConsentChoice | null
  /**
   * Whether the site-entry warning (SPEC §2) is due for this visitor; the quiet pages and an
   * installed app are left to the page.
   */
  siteEntryWarning: boolean
  /** The site's public origin for absolute links (Open Graph), e.g. `https://flirtwave.example`. */
  origin: string
  /**
   * The notice an action left for this page (utils/flash.ts), read and cleared on the server so
   * that it shows in the page's markup, with or without JavaScript (decision 076).
   */
  flash: Flash | null
}

/** The root loader's data; every page renders inside the root route, so it is always there. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root')
  if (!data) throw new Error('useRootData needs the root loader data')
  return data
}

/** Full URL of a media file named by the api (paths are relative to the brand's cdn_prefix). */
export function mediaUrl(cdnPrefix: string, path: string): string {
  return `${cdnPrefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
