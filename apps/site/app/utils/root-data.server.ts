import type { CompanyInfo } from '@dating/api-client/calls'
import type { Fetch } from '@dating/api-client/client'
import type { Settings, User } from '@dating/domain/entities'
import { loadMessages } from '@dating/i18n/catalogues'
import { parseCookieHeader } from '@dating/i18n/negotiate'
import { cookies } from '@dating/domain/constants'
import { currencyFor } from '@dating/domain/payments'
import {
  decodeTracking,
  trackingCookie,
  trackingFromQuery,
  trackingSetCookie,
} from '@dating/domain/tracking'
import { showsSiteEntryWarning, siteEntryCookie } from '@dating/domain/site-entry-warning'
import { apiFor, brandDomain, isApiError } from './api.server.ts'
import { publicOrigin } from './app-shell.server.ts'
import { localeForRequest } from './locale.server.ts'
import type { BrandView, MemberView, RootData } from './root-data.ts'

/** Query keys the page may pass through to settings.php (tracking and brand switches). */
const maxPassedQueryKeys = 20

function pageQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of url.searchParams) {
    if (Object.keys(query).length >= maxPassedQueryKeys) break
    if (!(key in query) && key.length <= 40 && value.length <= 200) query[key] = value
  }
  return query
}

function brandView(settings: Settings): BrandView {
  return {
    name: settings.name,
    indexTitle: settings.index_title,
    description: settings.description,
    cdnPrefix: settings.cdn_prefix,
    fictionalIcon: settings.fictional_icon,
    fictionalSingular: settings.fictional_singular,
    countries: settings.countries,
    searchFields: settings.search_fields,
    visibleProfileFields: settings.visible_profile_fields,
    visibleProfileNotes: settings.visible_profile_notes,
    signups: settings.signups,
    pushPublicKey: settings.push_public_key,
    usFooter: settings.us_footer,
  }
}

/** `settings` name the member's currency (the brand's costs for the member's country). */
export function memberView(user: User, settings: Settings): MemberView {
  return {
    currency: currencyFor(user.profile.country, settings.minimum_message_costs),
    profileId: user.profile.id,
    name: user.profile.name,
    credits: user.credits,
    paidUser: user.paid_user,
    unreadMessages: user.unread_messages,
    newLikes: user.new_likes,
    thumbnail: user.profile.main_image?.thumb_filename ?? null,
    email: user.email,
    status: user.status,
    profileStatus: user.profile.status,
    notificationsDisabled: user.notifications_disabled,
    signupDate: user.signup_date,
  }
}

/**
 * Everything the layout needs on every page: the brand's settings for this host, the member
 * when logged in, company info for the footer and the catalogue of the negotiated locale.
 */
export async function loadRootData(
  request: Request,
  fetchUpstream?: Fetch,
): Promise<{ data: RootData; headers: Headers }> {
  const { api, responseHeaders } = apiFor(request, fetchUpstream)
  const url = new URL(request.url)
  const requestCookies = parseCookieHeader(request.headers.get('cookie'))
  const hasSession = Boolean(requestCookies[cookies.sessionName])
  const [settings, user, company] = await Promise.all([
    api.getSettings({ ...pageQuery(url), domain: brandDomain(request) }),
    hasSession
      ? api.getCurrentUser().catch((error: unknown) => {
          if (isApiError(error, 403) || isApiError(error, 401)) return null
          throw error
        })
      : null,
    api.getCompanyInfo().catch((error: unknown) => {
      console.error('[site] companyinfo.php failed:', error)
      return null
    }),
  ])
  const { locale, catalogueId } = localeForRequest(request, {
    memberLanguage: user?.language,
    domainLanguage: settings.domain_language,
    usFooter: settings.us_footer,
  })
  // SPEC §7: a tracking query is stored at start (a newer campaign's landing replaces it).
  const landingTracking = trackingFromQuery(url.searchParams)
  const data: RootData = {
    locale,
    catalogueId,
    messages: await loadMessages(catalogueId),
    brand: brandView(settings),
    company: company satisfies CompanyInfo | null,
    member: user ? memberView(user, settings) : null,
    tracking: landingTracking ?? decodeTracking(requestCookies[trackingCookie.name]),
    siteEntryWarning: showsSiteEntryWarning({
      layout: 'default',
      loggedIn: user !== null,
      enabled: settings.enable_site_entry_popup,
      country: settings.geoip_selected_country,
      brandCountries: settings.countries,
      dismissal: requestCookies[siteEntryCookie.name],
    }),
    origin: publicOrigin(request, settings.domain),
  }
  if (landingTracking) {
    responseHeaders.append(
      'set-cookie',
      trackingSetCookie(landingTracking, { secure: url.protocol === 'https:' }),
    )
  }
  return { data, headers: responseHeaders }
}
