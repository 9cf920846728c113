import type { Settings, User } from '@dating/domain/entities'
import { describe, expect, it } from 'vitest'
import { loadRootData, memberView } from './root-data.server.ts'
import { siteCatalogues } from './catalogue.server.ts'

const settings: Settings = {
  name: 'Herzklopfen',
  domain: 'de.localhost',
  domain_language: 'de_DE',
  cdn_prefix: '/media/',
  niche: 1,
  index_title: 'Herzklopfen',
  description: 'Singles in deiner Nähe',
  geoip_country: 'DE',
  geoip_selected_country: 'DE',
  signups: 'all',
  logged_out_search: 'all',
  logged_out_search_trafficsource: 'all',
  push_public_key: null,
  minimum_message_costs: {},
  support_email: 'hilfe@example.com',
  support_phone: '+49 30 000000',
  enable_site_entry_popup: 'yes',
  fictional_icon: '💌',
  fictional_warning: '',
  fictional_singular: '',
  fictional_plural: '',
  countries: ['DE'],
  visible_profile_fields: ['age'],
  visible_profile_notes: false,
  region_data: {},
  message_credits: 10,
  signup_credits: 0,
  photo_credits: 5,
  gift_credits: 20,
  message_length: 1000,
  company_name: 'Example GmbH',
  company_address: 'Straße 1',
  company_kvk: '1',
  company_city: 'Berlin',
  company_country: 'DE',
  company_tradenames: [],
  company_vat_numbers: [],
  company_added: '2020-01-01T00:00:00Z',
  company_id: 1,
  delete_discount: 0,
  search_fields: ['gender', 'age'],
  refund_days: 14,
  interests: true,
  member_resell: false,
  mail_name: 'Herzklopfen',
  us_footer: false,
}

const member: User = {
  id: 1,
  email: 'free.member@example.com',
  profile: {
    id: 1,
    name: 'Frank',
    country: 'DE',
    region: null,
    main_image: null,
    age: 40,
    gender: 'male',
    sexuality: 'hetero',
    status: 'active',
    fictional: false,
    image_count: 0,
  },
  credits: 0,
  paid_user: false,
  language: 'sv',
  signup_date: '2025-01-01T10:00:00Z',
  status: 'active',
  notifications_disabled: [],
  unread_messages: 120,
  new_likes: 2,
  credit_price: null,
  withdrawal: null,
}

const company = {
  name: 'Example GmbH',
  address: 'Straße 1',
  kvk: '1',
  city: 'Berlin',
  country: 'DE',
  tradenames: [],
  vat_numbers: [],
  added: '2020-01-01',
  id: 1,
  support_email: 'hilfe@example.com',
  support_phone: '+49 30 000000',
  terms_version_date: '2023-12-01T12:00:00Z',
  managing_director: 'Marieke van den Berg',
}

function jsonReply(body: unknown, status = 200, setCookie?: string): Response {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (setCookie) headers.append('set-cookie', setCookie)
  return new Response(JSON.stringify(body), { status, headers })
}

/** A fake api answering by path, recording every URL it was asked for. */
function fakeApi(user: 'member' | 'expired') {
  const urls: string[] = []
  const fetch = async (url: string) => {
    urls.push(url)
    const { pathname } = new URL(url)
    if (pathname === '/api/settings.php') return jsonReply(settings, 200, 'locale=de; Path=/')
    if (pathname === '/api/companyinfo.php') return jsonReply({ company })
    if (pathname === '/api/user.php') {
      return user === 'member'
        ? jsonReply({ user: member })
        : jsonReply({ error: 'authentication_required', message: 'Bitte anmelden' }, 403)
    }
    return jsonReply({ error: 'not_found', message: 'Nicht gefunden' }, 404)
  }
  return { fetch, urls }
}

const request = (cookie?: string) =>
  new Request('http://de.localhost:4510/members?ref=mail&network=n1', {
    headers: { host: 'de.localhost:4510', ...(cookie ? { cookie } : {}) },
  })

describe('memberView', () => {
  it('links the withdrawal function only while the last purchase may be withdrawn from', () => {
    const bought = {
      ...member,
      paid_user: true,
      credits: 12,
      credit_price: { currency: 'EUR' as const, amount: 1499, credits: 20 },
      withdrawal: { payment_id: 'pay_AAAAAAAAAAAAAAAA', until: '2026-03-15T10:00:00.000Z' },
    }
    const before = memberView(bought, settings, new Date('2026-03-10T10:00:00Z'))
    expect(before.withdrawalHref).toBe('/transactions/pay_AAAAAAAAAAAAAAAA?withdraw=1')
    expect(before.creditPrice).toEqual({ currency: 'EUR', amount: 1499, credits: 20 })
    expect(memberView(bought, settings, new Date('2026-03-16T10:00:00Z')).withdrawalHref).toBeNull()
  })
})

describe('loadRootData', () => {
  it('asks settings.php for the host with the page query and relays its cookie', async () => {
    const api = fakeApi('member')
    const { data, headers } = await loadRootData(request(), api.fetch)
    const settingsUrl = new URL(api.urls.find((url) => url.includes('settings.php')) ?? '')
    expect(Object.fromEntries(settingsUrl.searchParams)).toEqual({
      ref: 'mail',
      network: 'n1',
      domain: 'de.localhost',
    })
    expect(api.urls.some((url) => url.includes('user.php'))).toBe(false)
    expect(data.member).toBeNull()
    expect(data.locale).toBe('de')
    expect(data.brand.name).toBe('Herzklopfen')
    // The catalogue travels as its own cached script, not in the data (decision 036).
    expect(data).not.toHaveProperty('messages')
    expect(data.catalogueUrl).toMatch(/^\/i18n\/de\.[0-9a-f]{12}\.js$/)
    expect(siteCatalogues.byFile(data.catalogueUrl.slice('/i18n/'.length))?.source).toContain(
      '"members.title":[{"type":0,"value":"Mitglieder"}]',
    )
    // Before the visitor answered the cookie banner, the tracking is not stored (decision 059).
    expect(headers.getSetCookie()).toEqual(['locale=de; Path=/'])
    expect(data.cookieConsent).toBeNull()
    // SPEC §7: allowed, the landing's tracking query is stored at start, for 30 days.
    const allowed = await loadRootData(request('cookie_consent=all'), fakeApi('member').fetch)
    const [localeCookie, trackingCookie] = allowed.headers.getSetCookie()
    expect(localeCookie).toBe('locale=de; Path=/')
    expect(trackingCookie).toMatch(/^tracking=network%3Dn1%26ref%3Dmail; Max-Age=2592000; Path=\//)
  })

  it('hands the flash notice to the page and clears its cookie (decision 076)', async () => {
    const flash = encodeURIComponent(
      JSON.stringify({ id: 'likes.liked', values: { name: 'Anna' } }),
    )
    const { data, headers } = await loadRootData(request(`flash=${flash}`), fakeApi('member').fetch)
    expect(data.flash).toEqual({ id: 'likes.liked', values: { name: 'Anna' } })
    expect(headers.getSetCookie()).toContainEqual(expect.stringMatching(/^flash=; Max-Age=0/))
    const none = await loadRootData(request(), fakeApi('member').fetch)
    expect(none.data.flash).toBeNull()
    expect(none.headers.getSetCookie().some((cookie) => cookie.startsWith('flash='))).toBe(false)
  })

  it('stores no tracking cookie when the page query carries none', async () => {
    const plain = new Request('http://de.localhost:4510/members?gender=male', {
      headers: { host: 'de.localhost:4510' },
    })
    const { data, headers } = await loadRootData(plain, fakeApi('member').fetch)
    expect(headers.getSetCookie()).toEqual(['locale=de; Path=/'])
    expect(data.tracking).toBeNull()
  })

  it('gives the signup the tracking data of this landing, else of the cookie, and the signups setting', async () => {
    const landing = await loadRootData(request(), fakeApi('member').fetch)
    expect(landing.data.tracking).toEqual({ network: 'n1', ref: 'mail' })
    expect(landing.data.brand.signups).toBe(settings.signups)
    const later = new Request('http://de.localhost:4510/signup', {
      headers: {
        host: 'de.localhost:4510',
        cookie: 'tracking=network%3Dads%26sub1%3Dspring; cookie_consent=all',
      },
    })
    const { data } = await loadRootData(later, fakeApi('member').fetch)
    expect(data.tracking).toEqual({ network: 'ads', sub1: 'spring' })
  })

  it('loads the member and speaks their language when no locale cookie is set', async () => {
    const { data } = await loadRootData(request('sid=abc'), fakeApi('member').fetch)
    expect(data.member).toEqual({
      profileId: 1,
      name: 'Frank',
      credits: 0,
      currency: 'EUR',
      creditPrice: null,
      withdrawalHref: null,
      paidUser: false,
      unreadMessages: 120,
      newLikes: 2,
      thumbnail: null,
      email: 'free.member@example.com',
      status: 'active',
      profileStatus: 'active',
      notificationsDisabled: [],
      signupDate: '2025-01-01T10:00:00Z',
    })
    expect(data.locale).toBe('sv')
    expect(data.company?.name).toBe('Example GmbH')
  })

  it('treats an expired session as a visitor and prefers the locale cookie', async () => {
    const { data } = await loadRootData(request('sid=old; locale=fi'), fakeApi('expired').fetch)
    expect(data.member).toBeNull()
    expect(data.locale).toBe('fi')
    expect(data.catalogueId).toBe('fi')
    expect(siteCatalogues.messages(data.catalogueId)?.['members.title']).toBe('Jäsenet')
  })
})
