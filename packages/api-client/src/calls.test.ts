import { describe, expect, it, vi } from 'vitest'
import { createApi } from './calls.ts'
import { createApiClient } from './client.ts'
import { ApiError, ApiResponseParseError } from './errors.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { profileSummary, settings, user } from './testing/fixtures.ts'

function apiWith(fetch: ReturnType<typeof fakeFetch>, options: { cache?: boolean } = {}) {
  const onLogout = vi.fn()
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetch.fetch,
    onLogout,
    retry: { sleep: async () => {} },
  })
  return { api: createApi(client, options), onLogout }
}

const interests = { interests: [{ id: 'hiking', name: 'Hiking', icon: 'boot' }] }
const regions = {
  regions: {
    DE: { kind: 'state', label: 'State', regions: [{ id: 'de-by', name: 'Bayern' }] },
  },
}
const company = {
  company: {
    name: 'Example Media B.V.',
    address: 'Street 1',
    kvk: '12345678',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Flirtwave'],
    vat_numbers: ['NL000000000B01'],
    added: '2020-01-01T00:00:00Z',
    id: 1,
    support_email: 'support@example.com',
    support_phone: '+442000000000',
    terms_version_date: '2023-12-01T12:00:00Z',
    managing_director: 'Marieke van den Berg',
  },
}

describe('createApi', () => {
  it('fetches the current user with the client request-type header', async () => {
    const fetch = fakeFetch(json({ user }))
    const { api } = apiWith(fetch)
    await expect(api.getCurrentUser({ headers: { cookie: 'sid=1' } })).resolves.toEqual(user)
    const [request] = fetch.requests
    expect(request?.method).toBe('GET')
    expect(request?.url).toBe('http://api.test/api/user.php')
    expect(request?.headers.get('request-type')).toBe('client')
    expect(request?.headers.get('cookie')).toBe('sid=1')
  })

  it('does not log out when user.php says authentication_required', async () => {
    const fetch = fakeFetch(json({ error: 'authentication_required', message: 'Log in' }, 403))
    const { api, onLogout } = apiWith(fetch)
    await expect(api.getCurrentUser()).rejects.toBeInstanceOf(ApiError)
    expect(onLogout).not.toHaveBeenCalled()
  })

  it('logs out when a member-only call says authentication_required', async () => {
    const fetch = fakeFetch(json({ error: 'authentication_required', message: 'Log in' }, 403))
    const { api, onLogout } = apiWith(fetch)
    await expect(api.getChats()).rejects.toMatchObject({ code: 'authentication_required' })
    await expect(api.getLikes()).rejects.toBeInstanceOf(ApiError)
    expect(onLogout).toHaveBeenCalledTimes(2)
  })

  it('logs in with a JSON body and exposes the Set-Cookie of the answer', async () => {
    const fetch = fakeFetch(json({ user }, 200, { 'set-cookie': 'sid=token; HttpOnly; Path=/' }))
    const { api } = apiWith(fetch)
    const cookies: string[] = []
    const loggedIn = await api.login(
      { email: 'free.member@example.com', password: 'Demo-password-1' },
      { onResponse: (response) => cookies.push(...response.headers.getSetCookie()) },
    )
    expect(loggedIn).toEqual(user)
    expect(cookies).toEqual(['sid=token; HttpOnly; Path=/'])
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/user.php',
      body: { email: 'free.member@example.com', password: 'Demo-password-1' },
    })
  })

  it('surfaces a failed login as an ApiError with the api message', async () => {
    const fetch = fakeFetch(
      json({ error: 'login_failed', message: 'Login failed, please try again' }, 401),
    )
    const { api } = apiWith(fetch)
    await expect(
      api.login({ email: 'free.member@example.com', password: 'wrong' }),
    ).rejects.toMatchObject({ status: 401, message: 'Login failed, please try again' })
    expect(fetch.requests).toHaveLength(1)
  })

  it('changes the language with PUT and logs out with GET', async () => {
    const fetch = fakeFetch(json({ user: { ...user, language: 'de' } }), json({ ok: true }))
    const { api } = apiWith(fetch)
    await expect(api.updateUser({ language: 'de' })).resolves.toMatchObject({ language: 'de' })
    await expect(api.logout()).resolves.toBeUndefined()
    expect(fetch.requests.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['PUT', 'http://api.test/api/user.php', { language: 'de' }],
      ['GET', 'http://api.test/api/logout.php', undefined],
    ])
  })

  it('passes the settings query through and parses the settings', async () => {
    const fetch = fakeFetch(json(settings))
    const { api } = apiWith(fetch)
    await expect(api.getSettings({ domain: 'de.localhost', lb: '1' })).resolves.toEqual(settings)
    expect(fetch.requests[0]?.url).toBe('http://api.test/api/settings.php?domain=de.localhost&lb=1')
  })

  it('rejects settings that break the contract', async () => {
    const fetch = fakeFetch(json({ ...settings, niche: 'one' }))
    const { api } = apiWith(fetch)
    await expect(api.getSettings()).rejects.toBeInstanceOf(ApiResponseParseError)
  })

  it('unwraps interests, regions and company info', async () => {
    const fetch = fakeFetch(json(interests), json(regions), json(regions), json(company))
    const { api } = apiWith(fetch)
    await expect(api.getInterests()).resolves.toEqual(interests.interests)
    await expect(api.getRegions('DE')).resolves.toEqual(regions.regions)
    await expect(api.getRegions()).resolves.toEqual(regions.regions)
    await expect(api.getCompanyInfo()).resolves.toEqual(company.company)
    expect(fetch.requests.map((request) => request.url)).toEqual([
      'http://api.test/api/interests.php',
      'http://api.test/api/regions.php?country=DE',
      'http://api.test/api/regions.php',
      'http://api.test/api/companyinfo.php',
    ])
  })

  it('serialises the members search in a fixed order, leaving out empty fields', async () => {
    const page = {
      results: [profileSummary],
      numResults: 1,
      page: 2,
      pageSize: 24,
      similar_results: [],
      similar_numResults: 0,
      numResults_capped: false,
      access: 'all',
    }
    const fetch = fakeFetch(json(page))
    const { api } = apiWith(fetch)
    await expect(
      api.listMembers({ page: 2, max_age: 40, min_age: 25, country: 'NL', gender: 'female' }),
    ).resolves.toEqual(page)
    expect(fetch.requests[0]?.url).toBe(
      'http://api.test/api/members.php?gender=female&country=NL&min_age=25&max_age=40&page=2',
    )
  })

  it('loads a profile with its related profiles', async () => {
    const detail = {
      ...profileSummary,
      about: 'Hi',
      height: 170,
      hair_colour: 'brown',
      eye_colour: null,
      body_type: null,
      relationship_status: 'single',
      interests: ['hiking'],
      images: [profileSummary.main_image],
      liked: false,
    }
    const fetch = fakeFetch(json({ profile: detail, related: [profileSummary] }))
    const { api } = apiWith(fetch)
    await expect(api.getProfile(42)).resolves.toEqual({
      profile: detail,
      related: [profileSummary],
    })
    expect(fetch.requests[0]?.url).toBe('http://api.test/api/profile.php?id=42')
  })

  it('unwraps chats and keeps likes whole', async () => {
    const chats = [
      {
        conversation: { id: 5, updated_at: '2025-01-02T10:00:00Z' },
        profile: profileSummary,
        num_unread_messages: 2,
        last_message: 'Hello',
      },
    ]
    const likes = {
      profiles: [profileSummary],
      liked_by: [{ id: 3, like_new: true, profile: profileSummary }],
    }
    const fetch = fakeFetch(json({ chats }), json(likes))
    const { api } = apiWith(fetch)
    await expect(api.getChats()).resolves.toEqual(chats)
    await expect(api.getLikes()).resolves.toEqual(likes)
  })

  describe('cache', () => {
    it('is off by default', async () => {
      const fetch = fakeFetch(json(interests))
      const { api } = apiWith(fetch)
      await api.getInterests()
      await api.getInterests()
      expect(fetch.requests).toHaveLength(2)
    })

    it('loads settings, interests, regions and company info once each', async () => {
      const fetch = fakeFetch(
        json(settings),
        json(interests),
        json(regions),
        json(regions),
        json(company),
      )
      const { api } = apiWith(fetch, { cache: true })
      for (let round = 0; round < 2; round++) {
        await Promise.all([api.getSettings({ domain: 'localhost' }), api.getInterests()])
        await api.getRegions('DE')
        await api.getRegions()
        await api.getCompanyInfo()
      }
      expect(fetch.requests).toHaveLength(5)
    })

    it('forgets failures and everything after a language change', async () => {
      const fetch = fakeFetch(
        json({ error: 'bad_request', message: 'x' }, 400),
        json(interests),
        json({ user }),
        json(interests),
      )
      const { api } = apiWith(fetch, { cache: true })
      await expect(api.getInterests()).rejects.toBeInstanceOf(ApiError)
      await api.getInterests()
      await api.getInterests()
      expect(fetch.requests).toHaveLength(2)
      await api.updateUser({ language: 'fr' })
      await api.getInterests()
      expect(fetch.requests).toHaveLength(4)
    })

    it('never caches member data', async () => {
      const fetch = fakeFetch(json({ chats: [] }))
      const { api } = apiWith(fetch, { cache: true })
      await api.getChats()
      await api.getChats()
      expect(fetch.requests).toHaveLength(2)
    })
  })
})
