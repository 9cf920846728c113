/**
 * Recently active members first (decision 081): the day the api last saw a member is kept on
 * the profile from member_presence, and among equal listing ranks the search, the swipe game
 * and the radius search put the recently active first. Photo-less and unconfirmed accounts
 * stay off the first page of a fitting search.
 */
import { membersPageSize } from '@dating/domain/constants'
import { membersPageSchema, swipeGameSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '../src/db/schema.ts'
import type { Site } from '../src/http/context.ts'
import { memberPresence } from '../src/notifications/schema.ts'
import { createMember, type Member } from '../src/testing/builders.ts'
import { type DiscoveryTown, startDiscoveryTown, towns } from './discovery-town.ts'
import { type Api, backends, loginAs } from './harness.ts'

const { amersfoort } = towns
const dayMs = 86_400_000

describe.each(backends)('recent activity on %s', (backend) => {
  let town: DiscoveryTown
  let api: Api
  let site: Site
  const host = 'activity.test'
  const members: Record<string, Member> = {}
  const get = (path: string, cookie?: string) => town.get(path, cookie)

  beforeAll(async () => {
    town = await startDiscoveryTown(backend, host)
    api = town.api
    site = town.site
    // Oldest first: by id alone the never seen one would lead.
    for (const name of ['Seen today', 'Seen last week', 'Never seen']) {
      members[name] = await createMember(api.db, {
        site,
        email: `${name.replaceAll(' ', '.').toLowerCase()}@example.com`,
        profile: { name, gender: 'female', about: 'Hallo', ...amersfoort },
        images: [{ free: true }],
      })
    }
    members['Blank, seen today'] = await createMember(api.db, {
      site,
      email: 'blank@example.com',
      profile: { name: 'Blank, seen today', gender: 'female', ...amersfoort },
    })
  })
  afterAll(() => api.stop())

  /** A page view as the member: GET /api/user.php records the presence. */
  async function visit(email: string) {
    await get('/api/user.php', await loginAs(api, host, email))
  }

  async function lastActiveOn(member: Member) {
    const [row] = await api.db
      .select({ day: profiles.lastActiveOn })
      .from(profiles)
      .where(eq(profiles.id, member.profile.id))
    return row?.day ?? null
  }

  it('keeps the day of the last page view on the profile, never moving it back', async () => {
    await visit('seen.today@example.com')
    await visit('blank@example.com')
    const today = new Date().toISOString().slice(0, 10)
    expect(await lastActiveOn(members['Seen today'] as Member)).toBe(today)

    const lastWeek = new Date(Date.now() - 7 * dayMs)
    const lastWeekUser = (members['Seen last week'] as Member).user.id
    await api.db.insert(memberPresence).values({ userId: lastWeekUser, lastSeenAt: lastWeek })
    expect(await lastActiveOn(members['Seen last week'] as Member)).toBe(
      lastWeek.toISOString().slice(0, 10),
    )
    // An older sighting written late leaves the newer day in place.
    await api.db
      .update(memberPresence)
      .set({ lastSeenAt: new Date(Date.now() - 30 * dayMs) })
      .where(eq(memberPresence.userId, (members['Seen today'] as Member).user.id))
    expect(await lastActiveOn(members['Seen today'] as Member)).toBe(today)
    expect(await lastActiveOn(members['Never seen'] as Member)).toBeNull()
  })

  it('puts the recently active first among equal ranks, a photo still before activity', async () => {
    const page = v.parse(membersPageSchema, await get('/api/members.php?gender=female'))
    expect(page.results.map((card) => card.name)).toEqual([
      'Seen today',
      'Seen last week',
      'Never seen',
      'Blank, seen today',
    ])
  })

  it('orders the radius search and the swipe game by distance, then activity', async () => {
    const cookie = await town.seeker()
    const page = v.parse(
      membersPageSchema,
      await get('/api/members.php?gender=female&radius_km=50', cookie),
    )
    const order = ['Seen today', 'Seen last week', 'Never seen', 'Blank, seen today']
    expect(page.results.map((card) => card.name)).toEqual(order)
    const game = v.parse(swipeGameSchema, await get('/api/swipe-game.php', cookie))
    expect(game.cards.map((card) => card.name)).toEqual(order)
  })

  it('keeps newer photo-less and unconfirmed accounts off the first page of a fitting search', async () => {
    for (let index = 0; index < membersPageSize; index += 1) {
      await createMember(api.db, {
        site,
        profile: { name: `Woman ${index}`, gender: 'female', ...amersfoort },
        images: [{ free: true }],
      })
    }
    // Newest of all, and seen today.
    const blank = await createMember(api.db, {
      site,
      email: 'new.blank@example.com',
      profile: { name: 'New and blank', gender: 'female', about: 'Hoi', ...amersfoort },
    })
    await api.db.insert(memberPresence).values({ userId: blank.user.id, lastSeenAt: new Date() })
    const unconfirmed = await createMember(api.db, {
      site,
      user: { status: 'not_confirmed' },
      profile: { name: 'Unconfirmed', gender: 'female', status: 'disabled', ...amersfoort },
      images: [{ free: true }],
    })
    await api.db
      .insert(memberPresence)
      .values({ userId: unconfirmed.user.id, lastSeenAt: new Date() })

    const cookie = await town.seeker()
    const page = v.parse(
      membersPageSchema,
      await get('/api/members.php?gender=female&country=NL&radius_km=100', cookie),
    )
    expect(page.results).toHaveLength(membersPageSize)
    expect(page.results.every((card) => card.main_image !== null)).toBe(true)
    const names = page.results.map((card) => card.name)
    expect(names).not.toContain('New and blank')
    expect(names).not.toContain('Unconfirmed')
    // The unconfirmed account is in no search at all.
    const all = await get(`/api/members.php?gender=female&page=2`, cookie)
    expect(v.parse(membersPageSchema, all).results.map((card) => card.name)).not.toContain(
      'Unconfirmed',
    )
  })
})
