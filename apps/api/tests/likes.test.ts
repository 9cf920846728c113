import {
  autoLikeResponseSchema,
  errorSchema,
  likeResultSchema,
  likesResponseSchema,
  matchFinderResponseSchema,
  swipeGameSchema,
  swipeResultSchema,
} from '@dating/domain/entities'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { blocks, likes } from '../src/db/schema.ts'
import { yearsBefore } from '../src/search/members.ts'
import { addLike, createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from './harness.ts'

const dayMs = 24 * 60 * 60 * 1000

describe.each(backends)('likes, matches, swipe game and match finder on %s', (backend) => {
  let api: Api
  let site: Site
  let otherSite: Site
  let me: Member
  let liker: Member
  let women: Member[]
  let men: Member[]
  let blocker: Member
  let blockedByMe: Member
  let stranger: Member
  // The api's clock runs with the real one, shifted by whole days to cross the swipe day.
  let clockOffsetMs = 0
  const host = 'likes.test'
  const sessions = new Map<string, string>()

  const today = () => new Date(Date.now() + clockOffsetMs).toISOString().slice(0, 10)
  const bornAged = (age: number) => yearsBefore(new Date().toISOString().slice(0, 10), age)

  beforeAll(async () => {
    api = await startApi(backend, { now: () => new Date(Date.now() + clockOffsetMs) })
    site = await createSite(api.db, { domain: host, countries: ['NL', 'DE'], geoipCountry: 'NL' })
    otherSite = await createSite(api.db, { domain: 'other.test', geoipCountry: 'DE' })
    me = await createMember(api.db, {
      site,
      email: 'me@example.com',
      profile: { name: 'Me', gender: 'male', sexuality: 'hetero', birthdate: bornAged(30) },
    })
    liker = await createMember(api.db, {
      site,
      email: 'liker@example.com',
      profile: { name: 'Liker', gender: 'female', birthdate: bornAged(28) },
      images: [{ free: true }],
    })
    women = []
    for (const [index, age] of [22, 30, 35, 36, 45, 60].entries()) {
      women.push(
        await createMember(api.db, {
          site,
          profile: {
            name: `Woman ${index}`,
            gender: 'female',
            birthdate: bornAged(age),
            country: index === 0 ? 'DE' : 'NL',
            region: index === 0 ? 'DE-BE' : 'NL-UT',
          },
          images: [{ free: true }],
        }),
      )
    }
    men = [
      await createMember(api.db, { site, profile: { name: 'Man 1', gender: 'male' } }),
      await createMember(api.db, { site, profile: { name: 'Man 2', gender: 'male' } }),
    ]
    blocker = await createMember(api.db, { site, profile: { name: 'Blocker', gender: 'female' } })
    blockedByMe = await createMember(api.db, {
      site,
      profile: { name: 'Blocked', gender: 'female' },
    })
    await createMember(api.db, {
      site,
      profile: { name: 'Disabled', gender: 'female', status: 'disabled' },
    })
    await createMember(api.db, {
      site,
      email: 'lonely@example.com',
      profile: { name: 'Lonely', gender: 'male', birthdate: bornAged(50) },
    })
    stranger = await createMember(api.db, {
      site: otherSite,
      profile: { name: 'Stranger', gender: 'female' },
    })
    await api.db.insert(blocks).values([
      { blockerProfileId: blocker.profile.id, blockedProfileId: me.profile.id },
      { blockerProfileId: me.profile.id, blockedProfileId: blockedByMe.profile.id },
    ])
  })
  afterAll(() => api.stop())

  async function login(email: string) {
    const known = sessions.get(email)
    if (known) return known
    const sid = await loginAs(api, host, email)
    sessions.set(email, sid)
    return sid
  }

  async function call(method: string, path: string, body?: unknown, email = 'me@example.com') {
    const cookie = await login(email)
    const payload = body === undefined ? undefined : json(body)
    const headers = new Headers(payload?.headers)
    headers.set('cookie', cookie)
    return api.request(path, { method, host, body: payload?.body, headers })
  }

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status)
    const body = v.parse(errorSchema, await response.json())
    expect(body.error).toBe(code)
    expect(body.message.length).toBeGreaterThan(0)
    return body
  }

  async function likesOf(email = 'me@example.com') {
    const response = await call('GET', '/api/likes.php', undefined, email)
    expect(response.status).toBe(200)
    return v.parse(likesResponseSchema, await response.json())
  }

  it('answers 403 authentication_required without a session', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/like.php', { profile_id: 1 }],
      ['DELETE', '/api/like.php', { profile_id: 1 }],
      ['GET', '/api/auto-like.php', undefined],
      ['GET', '/api/swipe-game.php', undefined],
      ['POST', '/api/swipe-game.php', { profile_id: 1, action: 'like' }],
      ['GET', '/api/match-finder.php?age=18-35&gender=female', undefined],
    ] as const) {
      const init = body === undefined ? { method, host } : { method, host, ...json(body) }
      await expectError(await api.request(path, init), 403, 'authentication_required')
    }
  })

  it('likes a profile, shows it under sent, repeats harmlessly and unlikes it', async () => {
    const target = women[5]!.profile.id
    const response = await call('POST', '/api/like.php', { profile_id: target })
    expect(response.status).toBe(200)
    const body = v.parse(likeResultSchema, await response.json())
    expect(body).toMatchObject({ liked: true, match: false, profile: { id: target } })
    expect((await likesOf()).profiles.map((profile) => profile.id)).toEqual([target])

    const again = await call('POST', '/api/like.php', { profile_id: target })
    expect(v.parse(likeResultSchema, await again.json()).liked).toBe(true)
    expect((await likesOf()).profiles).toHaveLength(1)

    const unliked = await call('DELETE', '/api/like.php', { profile_id: target })
    expect(unliked.status).toBe(200)
    expect(v.parse(likeResultSchema, await unliked.json())).toMatchObject({
      liked: false,
      match: false,
    })
    expect((await likesOf()).profiles).toEqual([])
  })

  it('refuses liking yourself, unknown, hidden and blocked profiles and bad input', async () => {
    const like = (body: unknown) => call('POST', '/api/like.php', body)
    await expectError(await like({ profile_id: me.profile.id }), 400, 'cannot_like_self')
    await expectError(await like({ profile_id: 999_999 }), 404, 'not_found')
    await expectError(await like({ profile_id: stranger.profile.id }), 404, 'not_found')
    await expectError(await like({ profile_id: blocker.profile.id }), 404, 'not_found')
    const blocked = await expectError(
      await like({ profile_id: blockedByMe.profile.id }),
      403,
      'profile_blocked',
    )
    expect(blocked.message).toBe('You have blocked this member. Unblock them first.')
    await expectError(await like({ profile_id: 'abc' }), 400, 'validation_failed')
    await expectError(await like({ profile_id: 0 }), 400, 'validation_failed')
    await expectError(
      await like({ profile_id: women[1]!.profile.id, source: 'swipe_game' }),
      400,
      'validation_failed',
    )
    const broken = await api.request('/api/like.php', {
      method: 'POST',
      host,
      headers: { cookie: await login('me@example.com'), 'content-type': 'application/json' },
      body: '{"profile_id":',
    })
    await expectError(broken, 400, 'invalid_json')
    expect((await likesOf()).profiles).toEqual([])
  })

  it('makes a match of a mutual like, with the match image', async () => {
    await addLike(api.db, liker.profile.id, me.profile.id, true)
    const response = await call('POST', '/api/like.php', { profile_id: liker.profile.id })
    const body = v.parse(likeResultSchema, await response.json())
    expect(body.match).toBe(true)
    expect(body.profile.id).toBe(liker.profile.id)
    expect(body.profile.main_image?.match).toMatch(/^images\/.+\.webp$/)
    const theirs = v.parse(
      likeResultSchema,
      await (
        await call('POST', '/api/like.php', { profile_id: me.profile.id }, 'liker@example.com')
      ).json(),
    )
    expect(theirs.match).toBe(true)
  })

  it('lists received likes new first and clears like_new when the liked member opens the liker', async () => {
    await addLike(api.db, women[4]!.profile.id, me.profile.id, false)
    await addLike(api.db, women[3]!.profile.id, me.profile.id, true)
    const before = await likesOf()
    expect(before.liked_by.every((like) => like.id === like.profile.id)).toBe(true)
    expect(before.liked_by.map((like) => [like.profile.id, like.like_new])).toEqual([
      [women[3]!.profile.id, true],
      [liker.profile.id, true],
      [women[4]!.profile.id, false],
    ])

    // Another member opening the liker changes nothing for me.
    await call('GET', `/api/profile.php?id=${women[3]!.profile.id}`, undefined, 'liker@example.com')
    expect((await likesOf()).liked_by[0]?.like_new).toBe(true)

    // A prefetch (a hovered link) is not a visit.
    const prefetched = await api.request(`/api/profile.php?id=${women[3]!.profile.id}`, {
      host,
      headers: { cookie: await login('me@example.com'), 'sec-purpose': 'prefetch' },
    })
    expect(prefetched.status).toBe(200)
    expect((await likesOf()).liked_by[0]?.like_new).toBe(true)

    const opened = await call('GET', `/api/profile.php?id=${women[3]!.profile.id}`)
    expect(opened.status).toBe(200)
    const after = await likesOf()
    expect(after.liked_by.map((like) => [like.profile.id, like.like_new])).toEqual([
      [liker.profile.id, true],
      [women[3]!.profile.id, false],
      [women[4]!.profile.id, false],
    ])
  })

  it('auto-like answers the unseen match, then a liker, then 404 no_match', async () => {
    const first = await call('GET', '/api/auto-like.php')
    expect(first.status).toBe(200)
    const match = v.parse(autoLikeResponseSchema, await first.json())
    expect(match).toMatchObject({ match: true, profile: { id: liker.profile.id } })
    expect(match.profile.main_image?.match).toBe(`${liker.images[0]!.storageKey}/match.webp`)

    await call('GET', `/api/profile.php?id=${liker.profile.id}`)
    const second = v.parse(
      autoLikeResponseSchema,
      await (await call('GET', '/api/auto-like.php')).json(),
    )
    // Every like has been seen: the newest like comes back.
    expect(second).toMatchObject({ match: false, profile: { id: women[3]!.profile.id } })

    await expectError(
      await call('GET', '/api/auto-like.php', undefined, 'lonely@example.com'),
      404,
      'no_match',
    )
  })

  it('deals swipe cards of the wanted gender, not liked, passed, blocked or disabled', async () => {
    const response = await call('GET', '/api/swipe-game.php')
    expect(response.status).toBe(200)
    const game = v.parse(swipeGameSchema, await response.json())
    expect(game.likes_remaining).toBe(4)
    expect(game.likes_per_day).toBe(4)
    const ids = game.cards.map((card) => card.id)
    expect(game.cards.every((card) => card.gender === 'female')).toBe(true)
    expect(ids).not.toContain(liker.profile.id)
    expect(ids).not.toContain(blocker.profile.id)
    expect(ids).not.toContain(blockedByMe.profile.id)
    expect(ids).not.toContain(stranger.profile.id)
    expect(game.cards.map((card) => card.name)).not.toContain('Disabled')
    expect(ids).toContain(women[0]!.profile.id)

    const passed = await call('POST', '/api/swipe-game.php', {
      profile_id: women[0]!.profile.id,
      action: 'pass',
    })
    expect(v.parse(swipeResultSchema, await passed.json())).toMatchObject({
      action: 'pass',
      match: false,
      likes_remaining: 4,
    })
    const next = v.parse(swipeGameSchema, await (await call('GET', '/api/swipe-game.php')).json())
    expect(next.cards.map((card) => card.id)).not.toContain(women[0]!.profile.id)
  })

  it('allows four swipe-game likes a day and refuses the fifth until the next UTC day', async () => {
    // A like from a profile page does not count against the swipe game.
    await call('POST', '/api/like.php', { profile_id: men[0]!.profile.id })
    const swipe = (profileId: number) =>
      call('POST', '/api/swipe-game.php', { profile_id: profileId, action: 'like' })
    const targets = [women[1]!, women[2]!, women[4]!, women[5]!].map((w) => w.profile.id)
    const remaining: number[] = []
    for (const target of targets) {
      const response = await swipe(target)
      expect(response.status).toBe(200)
      remaining.push(v.parse(swipeResultSchema, await response.json()).likes_remaining)
    }
    expect(remaining).toEqual([3, 2, 1, 0])

    // A swipe like back to women[4], who liked me earlier, was a match.
    const rows = await api.db
      .select({ source: likes.source })
      .from(likes)
      .where(and(eq(likes.fromProfileId, me.profile.id), eq(likes.toProfileId, targets[2]!)))
    expect(rows).toEqual([{ source: 'swipe_game' }])

    const fifth = await expectError(await swipe(men[1]!.profile.id), 429, 'daily_like_limit')
    expect(fifth.message).toBe(
      'You have used your 4 likes for today. Come back tomorrow for new ones.',
    )
    // Liking an already liked profile again does not need a like of the day.
    expect((await swipe(targets[0]!)).status).toBe(200)
    const game = v.parse(swipeGameSchema, await (await call('GET', '/api/swipe-game.php')).json())
    expect(game.likes_remaining).toBe(0)
    // Passing still works when the likes are spent.
    const pass = await call('POST', '/api/swipe-game.php', {
      profile_id: men[1]!.profile.id,
      action: 'pass',
    })
    expect(pass.status).toBe(200)

    const germanFifth = await api.request('/api/swipe-game.php', {
      method: 'POST',
      host,
      ...json({ profile_id: men[1]!.profile.id, action: 'like' }),
      headers: {
        cookie: `${await login('me@example.com')}; locale=de`,
        'content-type': 'application/json',
      },
    })
    const german = await expectError(germanFifth, 429, 'daily_like_limit')
    expect(german.message).toContain('Komm morgen wieder')

    clockOffsetMs += dayMs
    try {
      expect(today()).not.toBe(new Date().toISOString().slice(0, 10))
      const nextDay = v.parse(
        swipeGameSchema,
        await (await call('GET', '/api/swipe-game.php')).json(),
      )
      expect(nextDay.likes_remaining).toBe(4)
      expect((await swipe(men[1]!.profile.id)).status).toBe(200)
    } finally {
      clockOffsetMs -= dayMs
    }
  })

  it('refuses bad swipes', async () => {
    const swipe = (body: unknown) => call('POST', '/api/swipe-game.php', body)
    await expectError(
      await swipe({ profile_id: me.profile.id, action: 'pass' }),
      400,
      'cannot_like_self',
    )
    await expectError(
      await swipe({ profile_id: women[1]!.profile.id, action: 'superlike' }),
      400,
      'validation_failed',
    )
    await expectError(await swipe({ action: 'pass' }), 400, 'validation_failed')
    await expectError(
      await swipe({ profile_id: stranger.profile.id, action: 'pass' }),
      404,
      'not_found',
    )
  })

  it('suggests matches by age range, gender and region, and likes from them', async () => {
    const find = async (query: string, email = 'lonely@example.com') => {
      const response = await call('GET', `/api/match-finder.php?${query}`, undefined, email)
      expect(response.status).toBe(200)
      return v.parse(matchFinderResponseSchema, await response.json()).suggestions
    }
    const young = await find('age=18-35&gender=female')
    expect(young.map((p) => p.age).sort((a, b) => a - b)).toEqual([22, 28, 30, 35])
    expect(young.map((p) => p.name)).not.toContain('Disabled')
    expect(young.every((p) => p.gender === 'female')).toBe(true)
    const older = await find('age=35plus&gender=female')
    // The bands do not overlap: 35 belongs to 18-35, "35plus" starts at 36.
    expect(older.every((p) => p.age > 35)).toBe(true)
    const olderIds = older.map((p) => p.id)
    for (const [index, woman] of women.entries()) {
      expect(olderIds.includes(woman.profile.id)).toBe(index >= 3)
    }
    const berlin = await find('age=18-35&gender=female&countryregion=DE-BE')
    expect(berlin.map((p) => p.id)).toEqual([women[0]!.profile.id])
    expect(await find('age=35plus&gender=male&countryregion=DE-BE')).toEqual([])

    // The member's own likes are left out.
    const mine = await find('age=35plus&gender=female', 'me@example.com')
    const mineIds = mine.map((p) => p.id)
    for (const liked of [women[2]!, women[4]!, women[5]!]) {
      expect(mineIds).not.toContain(liked.profile.id)
    }
    expect(mineIds).toContain(women[3]!.profile.id)
    expect(mineIds).not.toContain(blocker.profile.id)

    for (const query of [
      'age=18-99&gender=female',
      'age=35plus&gender=x',
      'gender=female',
      'age=35plus&gender=female&countryregion=XX',
    ]) {
      await expectError(
        await call('GET', `/api/match-finder.php?${query}`, undefined, 'lonely@example.com'),
        400,
        'validation_failed',
      )
    }

    const liked = await call(
      'POST',
      '/api/like.php',
      { profile_id: women[0]!.profile.id, source: 'match_finder' },
      'lonely@example.com',
    )
    expect(liked.status).toBe(200)
    const [row] = await api.db
      .select({ source: likes.source })
      .from(likes)
      .where(eq(likes.toProfileId, women[0]!.profile.id))
    expect(row?.source).toBe('match_finder')
  })
})
