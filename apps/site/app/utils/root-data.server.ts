import type { CompanyInfo } from '@dating/api-client/calls'
import type { Fetch } from '@dating/api-client/client'
import type { Settings, User } from '@dating/domain/entities'
import { visitorCookies } from '@dating/remix-server/cookies'
import { currencyFor } from '@dating/domain/payments'
import { withdrawalPath } from './withdrawal-path.ts'
import { readFlash } from './flash.ts'
import { showsSiteEntryWarning } from '@dating/domain/site-entry-warning'
import { apiFor, currentMember, visitorOf } from './api.server.ts'
import { publicOrigin, sisterOrigin } from './app-shell.server.ts'
import { siteCatalogues } from './catalogue.server.ts'
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

function brandView(settings: Settings, request: Request): BrandView {
  const sister = settings.sister_brand

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
    sisterSignup: sister
      ? { name: sister.name, href: `${sisterOrigin(request, sister.domain)}/signup` }
      : null,
    pushPublicKey: settings.push_public_key,
    usFooter: settings.us_footer,
  }
}

/**
 * `settings` name the member's currency (the brand's costs for the member's country); `now`
 * decides whether the last purchase may still be withdrawn from.
 */
export function memberView(user: User, settings: Settings, now = new Date()): MemberView {
  const withdrawal = user.withdrawal
  const withdrawable = withdrawal !== null && Date.parse(withdrawal.until) > now.getTime()
  return {
    currency: currencyFor(user.profile.country, settings.minimum_message_costs),
    creditPrice: user.credit_price,
    withdrawalHref: withdrawable ? withdrawalPath(withdrawal.payment_id) : null,
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
 * when logged in, company info for the footer and the negotiated locale with its catalogue's script.
 */
export async function loadRootData(
  request: Request,
  fetchUpstream?: Fetch,
): Promise<{ data: RootData; headers: Headers }> {
  const { api, responseHeaders } = apiFor(request, fetchUpstream)
  const url = new URL(request.url)
  const visitor = visitorOf(request)
  const [settings, user, company] = await Promise.all([
    api.getSettings({ ...pageQuery(url), domain: visitor.brandDomain }),
    currentMember(request, api),
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
  const data: RootData = {
    locale,
    catalogueId,
    catalogueUrl: siteCatalogues.asset(catalogueId).url,
    brand: brandView(settings, request),
    company: company satisfies CompanyInfo | null,
    member: user ? memberView(user, settings) : null,
    tracking: visitor.tracking,
    cookieConsent: visitor.cookieConsent,
    siteEntryWarning: showsSiteEntryWarning({
      layout: 'default',
      loggedIn: user !== null,
      enabled: settings.enable_site_entry_popup,
      country: settings.geoip_selected_country,
      brandCountries: settings.countries,
      dismissal: visitor.cookies[visitorCookies.siteEntry.name],
    }),
    origin: publicOrigin(request, settings.domain),
    flash: readFlash(request.headers.get('cookie') ?? ''),
  }
  if (data.flash) responseHeaders.append('set-cookie', visitor.clearCookie('flash'))
  // SPEC §7: a tracking query is stored at start (a newer campaign's landing replaces it).
  for (const cookie of visitor.startOfVisitCookies()) responseHeaders.append('set-cookie', cookie)
  // A session the api no longer knows is a logout: the dead cookie goes (decision 032a).
  if (visitor.hasSession && user === null) {
    responseHeaders.append('set-cookie', visitor.clearCookie('session'))
  }
  return { data, headers: responseHeaders }
}
