/**
 * Discovery that fits the member (decision 063): members with a photo and an about text first,
 * a radius around the member's town with the nearest first, a rounded distance on every card,
 * and the swipe game in the same order for whom the member looks for.
 */
import { membersPageSchema, swipeGameSchema } from '@dating/domain/entities'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { createMember } from '../src/testing/builders.ts'
import { type DiscoveryTown, startDiscoveryTown, towns } from './discovery-town.ts'
import { type Api, backends } from './harness.ts'

const { amersfoort, amsterdam, groningen } = towns

describe.each(backends)('discovery on %s', (backend) => {
  const host = 'discovery.test'
  let town: DiscoveryTown
  let api: Api
  let site: Site
  const ids: Record<string, number> = {}
  const get = (path: string, cookie?: string) => town.get(path, cookie)

  beforeAll(async () => {
    town = await startDiscoveryTown(backend, host)
    api = town.api
    site = town.site
    const women = [
      // Oldest first: without the rank, the blank newest ones would lead.
      { name: 'Far with photo', at: groningen, photo: true, about: 'Hallo' },
      { name: 'Near with photo', at: amersfoort, photo: true, about: 'Hoi' },
      { name: 'Middle with photo', at: amsterdam, photo: true, about: 'Hey' },
      { name: 'Near without about', at: amersfoort, photo: true, about: '' },
      { name: 'Near blank', at: amersfoort, photo: false, about: '' },
      { name: 'Nowhere blank', at: null, photo: false, about: '' },
    ]
    for (const woman of women) {
      const member = await createMember(api.db, {
        site,
        profile: {
          name: woman.name,
          gender: 'female',
          about: woman.about,
          ...(woman.at ?? {}),
        },
        images: woman.photo ? [{ free: true }] : [],
      })
      ids[woman.name] = member.profile.id
    }
    await createMember(api.db, {
      site,
      profile: { name: 'A man nearby', gender: 'male', ...amersfoort },
      images: [{ free: true }],
    })
  })
  afterAll(() => api.stop())

  it('ranks members with a photo and an about text first, blank accounts last', async () => {
    const page = v.parse(membersPageSchema, await get('/api/members.php?gender=female'))
    expect(page.results.map((card) => card.name)).toEqual([
      'Middle with photo',
      'Near with photo',
      'Far with photo',
      'Near without about',
      'Nowhere blank',
      'Near blank',
    ])
    // A visitor has no town: no distance.
    expect(page.results.every((card) => card.distance_km === undefined)).toBe(true)
  })

  it('finds a member the women within a radius, nearest first, each with a rounded distance', async () => {
    const cookie = await town.seeker()
    const page = v.parse(
      membersPageSchema,
      await get('/api/members.php?gender=female&radius_km=50', cookie),
    )
    expect(page.results.map((card) => [card.name, card.distance_km])).toEqual([
      ['Near with photo', 20],
      ['Middle with photo', 35],
      ['Near without about', 20],
      ['Near blank', 20],
    ])
    expect(page.numResults).toBe(4)
    // The far one and the one without a town come as similar results, without the radius.
    expect(page.similar_results.map((card) => card.name).sort()).toEqual([
      'Far with photo',
      'Nowhere blank',
    ])
    expect(page.similar_results.find((card) => card.name === 'Far with photo')?.distance_km).toBe(
      160,
    )
  })

  it('ignores the radius of a visitor, who has no town', async () => {
    const page = v.parse(membersPageSchema, await get('/api/members.php?radius_km=10'))
    expect(page.numResults).toBe(8)
  })

  it('refuses a radius that is not one of the choices', async () => {
    const response = await api.request('/api/members.php?radius_km=7', { host })
    expect(response.status).toBe(400)
  })

  it('deals the swipe game women only, with a photo first and the nearest first', async () => {
    const cookie = await town.seeker()
    const game = v.parse(swipeGameSchema, await get('/api/swipe-game.php', cookie))
    expect(game.cards.map((card) => card.name)).toEqual([
      'Near with photo',
      'Middle with photo',
      'Far with photo',
      'Near without about',
      'Near blank',
      'Nowhere blank',
    ])
    expect(game.cards.at(0)?.distance_km).toBe(20)
  })

  it('names portrait sizes of a photo, the blurred file when locked, and serves older pictures their main file', async () => {
    const owner = await createMember(api.db, {
      site,
      profile: { name: 'Sizes', gender: 'female' },
      images: [{ free: true }, { free: false }],
      media: api.media,
    })
    const [free, locked] = owner.images as [(typeof owner.images)[0], (typeof owner.images)[0]]
    const detail = (await get(`/api/profile.php?id=${owner.profile.id}`)) as {
      profile: { images: { id: number; sizes: { card: string; swipe: string; full: string } }[] }
    }
    const sizesOf = (id: number) => detail.profile.images.find((image) => image.id === id)?.sizes
    expect(sizesOf(free.id)).toEqual({
      card: `${free.storageKey}/card.webp`,
      swipe: `${free.storageKey}/swipe.webp`,
      full: `${free.storageKey}/full.webp`,
    })
    const blurred = `${locked.storageKey}/blurred.webp`
    expect(sizesOf(locked.id)).toEqual({ card: blurred, swipe: blurred, full: blurred })
    // A locked photo's sizes are refused to a visitor, whatever width is asked for.
    const refused = await api.request(`/media/${locked.storageKey}/card.webp`, { host })
    expect(refused.status).toBe(403)

    // A picture stored before the sizes existed: its main file stands in.
    await api.media.delete(`${free.storageKey}/card.webp`)
    const older = await api.request(`/media/${free.storageKey}/card.webp`, { host })
    expect(older.status).toBe(200)
    const main = await api.request(`/media/${free.storageKey}/main.webp`, { host })
    expect(Buffer.from(await older.arrayBuffer())).toEqual(Buffer.from(await main.arrayBuffer()))
  })
})
