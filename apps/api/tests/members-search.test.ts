import { membersPageSize } from '@dating/domain/constants'
import type { Country } from '@dating/domain/countries'
import { errorSchema, membersPageSchema } from '@dating/domain/entities'
import { membersCountCap, membersMaxPage } from '@dating/domain/members-search'
import type { Gender } from '@dating/domain/profile-attributes'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { blocks, sites } from '../src/db/schema.ts'
import { yearsBefore } from '../src/search/members.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from './harness.ts'

const today = new Date().toISOString().slice(0, 10)

type Person = { id: number; gender: Gender; country: Country; region: string | null; age: number }

const regionsOf: Partial<Record<Country, string[]>> = {
  NL: ['NL-UT', 'NL-NH'],
  DE: ['DE-BE', 'DE-BY', 'DE-HH'],
  PL: ['PL-14'],
}

describe.each(backends)('members search on %s', (backend) => {
  let api: Api
  let site: Site
  let searcher: Member
  const people: Person[] = []
  const host = 'search.test'

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host, countries: ['NL', 'DE', 'PL'] })
    searcher = await createMember(api.db, {
      site,
      email: 'searcher@example.com',
      profile: {
        name: 'Searcher',
        gender: 'male',
        country: 'NL',
        birthdate: yearsBefore(today, 33),
      },
    })
    // Visitors find the searcher too; the searcher never finds themself.
    people.push({ id: searcher.profile.id, gender: 'male', country: 'NL', region: null, age: 33 })
    // 61 profiles (two and a half pages) spread over every filter, ages 20 to 59.
    for (let index = 0; index < 61; index += 1) {
      const country = (['NL', 'DE', 'PL'] as const)[index % 3] as Country
      const regions = regionsOf[country] ?? []
      const region = index % 7 === 0 ? null : (regions[index % regions.length] ?? null)
      const person = {
        gender: (index % 2 === 0 ? 'female' : 'male') as Gender,
        country,
        region,
        age: 20 + ((index * 7) % 40),
      }
      const member = await createMember(api.db, {
        site,
        profile: {
          name: `Person ${index}`,
          ...person,
          birthdate: yearsBefore(today, person.age),
        },
      })
      people.push({ id: member.profile.id, ...person })
    }
  })
  afterAll(() => api.stop())

  function login() {
    return loginAs(api, host, 'searcher@example.com')
  }

  async function search(query: string, cookie?: string) {
    const response = await api.request(`/api/members.php${query}`, {
      host,
      headers: cookie ? { cookie } : {},
    })
    expect(response.status).toBe(200)
    return v.parse(membersPageSchema, await response.json())
  }

  /** Every page of a search, in order. */
  async function allPages(query: string, cookie?: string) {
    const first = await search(query, cookie)
    const pages = [first]
    const pageCount = Math.ceil(first.numResults / membersPageSize)
    for (let page = 2; page <= pageCount; page += 1) {
      pages.push(await search(`${query}${query ? '&' : '?'}page=${page}`, cookie))
    }
    return { numResults: first.numResults, ids: pages.flatMap((p) => p.results.map((r) => r.id)) }
  }

  const newestFirst = (matches: (person: Person) => boolean) =>
    people
      .filter(matches)
      .map((person) => person.id)
      .sort((a, b) => b - a)

  it.each<[string, (person: Person) => boolean]>([
    ['', () => true],
    ['?gender=female', (p) => p.gender === 'female'],
    ['?gender=male', (p) => p.gender === 'male'],
    ['?country=DE', (p) => p.country === 'DE'],
    ['?country=NL&gender=male', (p) => p.country === 'NL' && p.gender === 'male'],
    ['?country=DE&countryregion=DE-BY', (p) => p.region === 'DE-BY'],
    [
      '?country=NL&countryregion=NL-UT&gender=female',
      (p) => p.region === 'NL-UT' && p.gender === 'female',
    ],
    ['?min_age=40', (p) => p.age >= 40],
    ['?max_age=29', (p) => p.age <= 29],
    ['?min_age=30&max_age=30', (p) => p.age === 30],
    [
      '?gender=female&country=PL&min_age=25&max_age=45',
      (p) => p.gender === 'female' && p.country === 'PL' && p.age >= 25 && p.age <= 45,
    ],
  ])('finds exactly the matches of "%s", newest first over every page', async (query, matches) => {
    const expected = newestFirst(matches)
    const found = await allPages(query)
    expect(found.numResults).toBe(expected.length)
    expect(found.ids).toEqual(expected)
  })

  it('pages without duplicates or gaps and leaves out the searcher', async () => {
    const sid = await login()
    const first = await search('', sid)
    const second = await search('?page=2', sid)
    const third = await search('?page=3', sid)
    expect(first.results).toHaveLength(membersPageSize)
    expect(second.results).toHaveLength(membersPageSize)
    expect(third.results).toHaveLength(61 - 2 * membersPageSize)
    const ids = [first, second, third].flatMap((page) => page.results.map((r) => r.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(newestFirst((p) => p.id !== searcher.profile.id))
    // Past the last page: nothing, but still the count.
    const beyond = await search('?page=4', sid)
    expect(beyond.results).toEqual([])
    expect(beyond.numResults).toBe(61)
  })

  it('stops paging at the counted results', async () => {
    expect((await search(`?page=${membersMaxPage}`)).results).toEqual([])
    const response = await api.request(`/api/members.php?page=${membersMaxPage + 1}`, { host })
    expect(response.status).toBe(400)
  })

  it('shows similar profiles when an impossible search finds nobody', async () => {
    const none = await search('?country=PL&countryregion=PL-14&min_age=99')
    expect(none.numResults).toBe(0)
    expect(none.results).toEqual([])
    // The region and the ages are dropped first: the Polish profiles fill in.
    expect(none.similar_results.map((r) => r.id)).toEqual(
      newestFirst((p) => p.country === 'PL').slice(0, membersPageSize),
    )
    expect(none.similar_numResults).toBe(newestFirst((p) => p.country === 'PL').length)
  })

  it('refuses a region without its country or of another country, naming the problem', async () => {
    for (const query of ['?countryregion=NL-UT', '?country=DE&countryregion=NL-UT']) {
      const response = await api.request(`/api/members.php${query}`, { host })
      expect(response.status).toBe(400)
      const body = v.parse(errorSchema, await response.json())
      expect(body.error).toBe('search_region_invalid')
      expect(body.message).toBe('Choose a region of the selected country.')
    }
  })

  it('refuses a minimum age above the maximum with a clear message, and ages outside 18-99', async () => {
    const reversed = await api.request('/api/members.php?min_age=40&max_age=30', { host })
    expect(reversed.status).toBe(400)
    const body = v.parse(errorSchema, await reversed.json())
    expect(body.error).toBe('search_ages_reversed')
    expect(body.message).toBe('The minimum age cannot be higher than the maximum age.')
    for (const query of ['?min_age=17', '?max_age=100', '?min_age=x']) {
      const response = await api.request(`/api/members.php${query}`, { host })
      expect(response.status).toBe(400)
      expect(v.parse(errorSchema, await response.json()).error).toBe('validation_failed')
    }
  })

  it('hides both sides of a block from each other', async () => {
    const sid = await login()
    const [blockedBySearcher, blockerOfSearcher] = newestFirst((p) => p.id !== searcher.profile.id)
    await api.db.insert(blocks).values([
      { blockerProfileId: searcher.profile.id, blockedProfileId: blockedBySearcher as number },
      { blockerProfileId: blockerOfSearcher as number, blockedProfileId: searcher.profile.id },
    ])
    try {
      const found = await allPages('', sid)
      expect(found.numResults).toBe(59)
      expect(found.ids).not.toContain(blockedBySearcher)
      expect(found.ids).not.toContain(blockerOfSearcher)
      // Visitors still see both.
      expect((await search('')).numResults).toBe(62)
    } finally {
      await api.db.delete(blocks)
    }
  })

  describe('visitors', () => {
    async function setVisibility(
      loggedOutSearch: 'all' | 'basic' | 'none',
      loggedOutSearchTrafficsource: 'all' | 'basic' | 'none',
    ) {
      await api.db
        .update(sites)
        .set({ loggedOutSearch, loggedOutSearchTrafficsource })
        .where(eq(sites.id, site.id))
    }
    const tracked = { cookie: 'tracking=network%3Dads%26sub1%3Dx' }
    const women = newestFirst.bind(null, (p: Person) => p.gender === 'female')
    afterAll(() => setVisibility('all', 'all'))

    it("'all' lets visitors filter", async () => {
      await setVisibility('all', 'none')
      const page = await search('?gender=female')
      expect(page.access).toBe('all')
      expect(page.numResults).toBe(women().length)
    })

    it("'basic' lets visitors search by the quick search's filters, not by region", async () => {
      await setVisibility('basic', 'all')
      const page = await search('?gender=female')
      expect(page.access).toBe('basic')
      expect(page.numResults).toBe(women().length)
      const region = people.find((p) => p.region !== null)
      const byRegion = await search(`?country=${region?.country}&countryregion=${region?.region}`)
      expect(byRegion.numResults).toBe(people.filter((p) => p.country === region?.country).length)
      expect((await search('?page=2')).results).toHaveLength(membersPageSize)
    })

    it("'none' asks visitors to log in; members still search", async () => {
      await setVisibility('none', 'all')
      const refused = await api.request('/api/members.php', { host })
      expect(refused.status).toBe(403)
      expect(v.parse(errorSchema, await refused.json()).error).toBe('authentication_required')
      const sid = await login()
      const page = await search('?gender=female', sid)
      expect(page.access).toBe('all')
      expect(page.numResults).toBe(women().length)
    })

    it('visitors with tracking data get logged_out_search_trafficsource', async () => {
      await setVisibility('none', 'basic')
      // Stored at start in the tracking cookie …
      const fromCookie = await api.request('/api/members.php?gender=female', {
        host,
        headers: tracked,
      })
      expect(fromCookie.status).toBe(200)
      expect(v.parse(membersPageSchema, await fromCookie.json()).access).toBe('basic')
      // … or on the request itself.
      expect((await search('?network=ads')).access).toBe('basic')
      // A cookie without tracking keys counts as none.
      const junk = await api.request('/api/members.php', {
        host,
        headers: { cookie: 'tracking=garbage' },
      })
      expect(junk.status).toBe(403)

      await setVisibility('basic', 'all')
      const trackedAll = await api.request('/api/members.php?gender=female', {
        host,
        headers: tracked,
      })
      const page = v.parse(membersPageSchema, await trackedAll.json())
      expect(page.access).toBe('all')
      expect(page.numResults).toBe(women().length)
      expect((await search('?gender=female')).access).toBe('basic')

      await setVisibility('all', 'none')
      const trackedNone = await api.request('/api/members.php', { host, headers: tracked })
      expect(trackedNone.status).toBe(403)
    })
  })

  it('reuses a count until a profile, block or invisible mode changes (migration 0019)', async () => {
    const counted = async () => (await search('?country=PL')).numResults
    const before = await counted()
    // The same people under two filters no profile here tells apart (everyone is 20 or older).
    const women = (minAge: number) => search(`?country=PL&gender=female&min_age=${minAge}`)
    const womenBefore = (await women(18)).numResults
    // Without the trigger the new profile does not move the generation: the stored count stays.
    await api.db.execute(sql`alter table profiles disable trigger profiles_search_generation`)
    try {
      await createMember(api.db, {
        site,
        profile: { name: 'Unseen', gender: 'female', country: 'PL', birthdate: '1990-01-01' },
      })
    } finally {
      await api.db.execute(sql`alter table profiles enable trigger profiles_search_generation`)
    }
    expect(await counted()).toBe(before)
    expect((await women(19)).numResults).toBe(womenBefore + 1)

    // Any block moves the generation, and the search counts again.
    await api.db.insert(blocks).values({
      blockerProfileId: searcher.profile.id,
      blockedProfileId: people[1]?.id as number,
    })
    await api.db.delete(blocks)
    expect(await counted()).toBe(before + 1)
    await api.db.execute(sql`delete from profiles where name = 'Unseen'`)
    expect(await counted()).toBe(before)
  })

  it('counts up to the cap and says when there are more', async () => {
    const big = await createSite(api.db, { domain: 'big.test' })
    // Bulk rows straight in SQL: builders one by one would take minutes for this many.
    await api.db.execute(sql`
      with new_users as (
        insert into users (site_id, status)
        select ${big.id}, 'active' from generate_series(1, ${membersCountCap + 1})
        returning id
      )
      insert into profiles (user_id, site_id, name, birthdate, gender, sexuality, country)
      select id, ${big.id}, 'Bulk', '1990-01-01', 'female', 'hetero', 'GB' from new_users
    `)
    const page = await api.request('/api/members.php?gender=female', { host: 'big.test' })
    const body = v.parse(membersPageSchema, await page.json())
    expect(body.numResults).toBe(membersCountCap)
    expect(body.numResults_capped).toBe(true)
    expect(body.results).toHaveLength(membersPageSize)

    const exact = await search('')
    expect(exact.numResults_capped).toBe(false)
  })
})
