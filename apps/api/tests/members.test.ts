import { membersPageSize } from '@dating/domain/constants'
import {
  chatsResponseSchema,
  errorSchema,
  likesResponseSchema,
  membersPageSchema,
  profileResponseSchema,
} from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { blocks, sites } from '../src/db/schema.ts'
import { yearsBefore } from '../src/search/members.ts'
import {
  addConversation,
  addCredits,
  addLike,
  createMember,
  createSite,
  type Member,
} from '../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from './harness.ts'

const today = new Date().toISOString().slice(0, 10)
const bornAged = (age: number) => yearsBefore(today, age)

describe.each(backends)('members, profiles, chats and likes on %s', (backend) => {
  let api: Api
  let site: Site
  let free: Member
  let premium: Member
  let utrechtWoman: Member
  let disabled: Member
  const host = 'members.test'

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host, countries: ['NL', 'DE'], geoipCountry: 'NL' })
    free = await createMember(api.db, {
      site,
      email: 'free@example.com',
      profile: { name: 'Free', gender: 'male' },
    })
    premium = await createMember(api.db, {
      site,
      email: 'premium@example.com',
      profile: { name: 'Premium', gender: 'male' },
    })
    await addCredits(api.db, premium.user.id, 100, 'purchase')
    // 30 German men of 40, then women in the Netherlands.
    for (let index = 0; index < 30; index += 1) {
      await createMember(api.db, {
        site,
        profile: { name: `Max ${index}`, gender: 'male', country: 'DE', birthdate: bornAged(40) },
      })
    }
    utrechtWoman = await createMember(api.db, {
      site,
      profile: {
        name: 'Sanne',
        gender: 'female',
        country: 'NL',
        region: 'NL-UT',
        birthdate: bornAged(25),
        about: 'Hoi!',
        height: 170,
        hairColour: 'blonde',
        interests: ['hiking', 'coffee', 'not-an-interest'],
      },
      images: [{ free: true }, { free: false }, { free: false, status: 'pending' }],
      media: api.media,
    })
    await createMember(api.db, {
      site,
      profile: {
        name: 'Eva',
        gender: 'female',
        country: 'NL',
        region: 'NL-NH',
        birthdate: bornAged(30),
      },
    })
    await createMember(api.db, {
      site,
      profile: {
        name: 'Lotte',
        gender: 'female',
        country: 'NL',
        region: 'NL-UT',
        birthdate: bornAged(60),
      },
    })
    disabled = await createMember(api.db, {
      site,
      profile: { name: 'Gone', gender: 'female', country: 'NL', status: 'disabled' },
    })
    const otherSite = await createSite(api.db, { domain: 'elsewhere.test' })
    await createMember(api.db, {
      site: otherSite,
      profile: { name: 'Elsewhere', gender: 'female', country: 'NL' },
    })

    await addLike(api.db, free.profile.id, utrechtWoman.profile.id)
    await addLike(api.db, utrechtWoman.profile.id, free.profile.id, false)
    await addConversation(api.db, free.profile.id, utrechtWoman.profile.id, [
      { from: free.profile.id, body: 'Hello Sanne' },
      { from: utrechtWoman.profile.id, body: 'Hello you' },
    ])
  })
  afterAll(() => api.stop())

  function login(email: string) {
    return loginAs(api, host, email)
  }
  async function members(query: string, cookie?: string) {
    const response = await api.request(`/api/members.php${query}`, {
      host,
      headers: cookie ? { cookie } : {},
    })
    expect(response.status).toBe(200)
    return v.parse(membersPageSchema, await response.json())
  }

  it('pages every active profile of the brand, with a photo first, then newest first, stable across pages', async () => {
    const first = await members('')
    expect(first.pageSize).toBe(membersPageSize)
    expect(first.numResults).toBe(35)
    expect(first.results).toHaveLength(membersPageSize)
    const second = await members('?page=2')
    expect(second.results).toHaveLength(35 - membersPageSize)
    const ids = [...first.results, ...second.results].map((profile) => profile.id)
    // Sanne alone has photos and an about text (listing rank 3, decision 063).
    const [top, ...rest] = ids
    expect(top).toBe(utrechtWoman.profile.id)
    expect(rest).toEqual([...rest].sort((a, b) => b - a))
    expect(ids).not.toContain(disabled.profile.id)
    expect([...first.results, ...second.results].map((profile) => profile.name)).not.toContain(
      'Elsewhere',
    )
  })

  it('filters by gender, country, region and age and leaves out the searcher', async () => {
    const sid = await login('free@example.com')
    const men = await members('?gender=male', sid)
    expect(men.numResults).toBe(31)
    expect(men.results.map((profile) => profile.id)).not.toContain(free.profile.id)

    const utrecht = await members(
      '?gender=female&country=NL&countryregion=NL-UT&min_age=20&max_age=30',
    )
    expect(utrecht.results.map((profile) => profile.name)).toEqual(['Sanne'])
    expect(utrecht.results[0]?.age).toBe(25)
    // Fewer than a page: the search without the region fills in, without repeating the match.
    expect(utrecht.similar_results.map((profile) => profile.name)).toEqual(['Eva'])
    expect(utrecht.similar_numResults).toBe(1)

    const exactAge = await members('?country=DE&min_age=40&max_age=40')
    expect(exactAge.numResults).toBe(30)
    expect(exactAge.similar_results).toEqual([])
    expect((await members('?country=DE&min_age=41')).numResults).toBe(0)
    expect((await members('?country=DE&max_age=39')).numResults).toBe(0)
  })

  it.each([
    '?gender=robot',
    '?country=US',
    '?min_age=17',
    '?max_age=100',
    '?min_age=abc',
    '?page=0',
    '?page=-1',
    '?page=1.5',
    '?page=99999999',
  ])('refuses %s with 400 validation_failed', async (query) => {
    const response = await api.request(`/api/members.php${query}`, { host })
    expect(response.status).toBe(400)
    expect(v.parse(errorSchema, await response.json()).error).toBe('validation_failed')
  })

  it('limits visitors by logged_out_search', async () => {
    const sid = await login('free@example.com')
    await api.db.update(sites).set({ loggedOutSearch: 'none' }).where(eq(sites.id, site.id))
    const refused = await api.request('/api/members.php', { host })
    expect(refused.status).toBe(403)
    expect(v.parse(errorSchema, await refused.json()).error).toBe('authentication_required')
    expect((await members('?gender=female', sid)).numResults).toBe(3)

    // 'basic': the quick search's filters (decision 081).
    await api.db.update(sites).set({ loggedOutSearch: 'basic' }).where(eq(sites.id, site.id))
    expect((await members('?gender=female&country=NL')).numResults).toBe(3)
    expect((await members('?page=2')).page).toBe(2)

    await api.db.update(sites).set({ loggedOutSearch: 'all' }).where(eq(sites.id, site.id))
    expect((await members('?gender=female&country=NL')).numResults).toBe(3)
  })

  it('shows a profile with details; locked pictures blurred for visitors and free members', async () => {
    const visitor = await api.request(`/api/profile.php?id=${utrechtWoman.profile.id}`, { host })
    expect(visitor.status).toBe(200)
    const { profile, related } = v.parse(profileResponseSchema, await visitor.json())
    expect(profile).toMatchObject({
      name: 'Sanne',
      about: 'Hoi!',
      height: 170,
      hair_colour: 'blonde',
      eye_colour: null,
      interests: ['hiking', 'coffee'],
      image_count: 2,
      liked: false,
    })
    expect(profile.images).toHaveLength(2)
    const [open, locked] = profile.images
    expect(open).toMatchObject({ locked: false, filename: expect.stringMatching(/\/main\.webp$/) })
    expect(locked?.locked).toBe(true)
    for (const path of [locked?.filename, locked?.thumb_filename, locked?.match]) {
      expect(path).toMatch(/\/blurred\.webp$/)
    }
    expect(related.map((summary) => summary.name)).toEqual(['Eva', 'Lotte'])

    const freeView = await api.request(`/api/profile.php?id=${utrechtWoman.profile.id}`, {
      host,
      headers: { cookie: await login('free@example.com') },
    })
    const asFree = v.parse(profileResponseSchema, await freeView.json()).profile
    expect(asFree.liked).toBe(true)
    expect(asFree.images[1]?.locked).toBe(true)

    const premiumView = await api.request(`/api/profile.php?id=${utrechtWoman.profile.id}`, {
      host,
      headers: { cookie: await login('premium@example.com') },
    })
    const asPremium = v.parse(profileResponseSchema, await premiumView.json()).profile
    expect(asPremium.images.map((image) => image.locked)).toEqual([false, false])
    expect(asPremium.images[1]?.filename).toMatch(/\/main\.webp$/)
  })

  it.each([
    ['a disabled profile', () => `${disabled.profile.id}`, 404],
    ['an unknown id', () => '999999', 404],
    ['a profile of another brand', () => 'other', 404],
    ['a non-number', () => 'abc', 400],
    ['a negative id', () => '-4', 400],
    ['a huge id', () => '99999999999999999999', 400],
  ])('answers %s with the right 4xx', async (_, id, status) => {
    let value = id()
    if (value === 'other') {
      const response = await api.request('/api/members.php', { host: 'elsewhere.test' })
      value = String(v.parse(membersPageSchema, await response.json()).results[0]?.id)
    }
    const response = await api.request(`/api/profile.php?id=${value}`, { host })
    expect(response.status).toBe(status)
    v.parse(errorSchema, await response.json())
  })

  it('hides a profile from the member it blocked', async () => {
    const blocker = await createMember(api.db, {
      site,
      profile: { name: 'Blocker', country: 'DE' },
    })
    await api.db
      .insert(blocks)
      .values({ blockerProfileId: blocker.profile.id, blockedProfileId: free.profile.id })
    const sid = await login('free@example.com')
    const response = await api.request(`/api/profile.php?id=${blocker.profile.id}`, {
      host,
      headers: { cookie: sid },
    })
    expect(response.status).toBe(404)
    const listed = await members('?country=DE', sid)
    expect(listed.results.map((profile) => profile.id)).not.toContain(blocker.profile.id)
    const visible = await api.request(`/api/profile.php?id=${blocker.profile.id}`, { host })
    expect(visible.status).toBe(200)
  })

  it('lists the member’s chats with unread counts and the last message', async () => {
    const response = await api.request('/api/chats.php', {
      host,
      headers: { cookie: await login('free@example.com') },
    })
    expect(response.status).toBe(200)
    const { chats } = v.parse(chatsResponseSchema, await response.json())
    expect(chats).toHaveLength(1)
    expect(chats[0]).toMatchObject({
      num_unread_messages: 1,
      last_message: 'Hello you',
      profile: { id: utrechtWoman.profile.id, name: 'Sanne' },
    })
    expect(chats[0]?.profile.main_image?.locked).toBe(false)
  })

  it('lists sent likes and received likes, new ones first', async () => {
    const third = await createMember(api.db, { site, profile: { name: 'Third', country: 'NL' } })
    await addLike(api.db, third.profile.id, free.profile.id, true)
    const response = await api.request('/api/likes.php', {
      host,
      headers: { cookie: await login('free@example.com') },
    })
    expect(response.status).toBe(200)
    const body = v.parse(likesResponseSchema, await response.json())
    expect(body.profiles.map((profile) => profile.name)).toEqual(['Sanne'])
    expect(body.liked_by.map((like) => [like.profile.name, like.like_new])).toEqual([
      ['Third', true],
      ['Sanne', false],
    ])
  })
})
