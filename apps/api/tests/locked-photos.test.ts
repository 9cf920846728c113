import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import {
  addConversation,
  addCredits,
  addLike,
  createMember,
  createSite,
  type Member,
} from '../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from './harness.ts'

/** Every media path an answer names (`images/…/<variant>.webp`). */
function mediaPaths(body: unknown): string[] {
  return [...new Set(JSON.stringify(body).match(/images\/[A-Za-z0-9._/-]+\.webp/g) ?? [])]
}

describe.each(backends)('locked photos in every answer on %s', (backend) => {
  let api: Api
  let site: Site
  let owner: Member
  let free: Member
  const host = 'locked.test'
  const sessions = { free: '', premium: '' }
  const call = (session: string, path: string) =>
    api.request(path, { host, headers: { cookie: session } })

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    owner = await createMember(api.db, {
      site,
      images: [{ free: false }, { free: true }, { free: false }],
      media: api.media,
    })
    free = await createMember(api.db, { site, email: 'free@example.com' })
    const premium = await createMember(api.db, { site, email: 'premium@example.com' })
    await addCredits(api.db, premium.user.id, 10, 'purchase')
    // The owner shows up in every list a free member sees: members, likes both ways, chats.
    await addLike(api.db, owner.profile.id, free.profile.id)
    await addLike(api.db, free.profile.id, owner.profile.id)
    await addConversation(api.db, owner.profile.id, free.profile.id, [
      { from: owner.profile.id, body: 'Hi!' },
    ])
    const login = (email: string) => loginAs(api, host, email)
    sessions.free = await login('free@example.com')
    sessions.premium = await login('premium@example.com')
  })

  afterAll(async () => {
    await api?.stop()
  })

  it('names only blurred files of locked photos, and serves the free member every path it names', async () => {
    const lockedKeys = owner.images.filter((image) => !image.free).map((image) => image.storageKey)
    const paths: string[] = []
    for (const path of [
      '/api/members.php',
      `/api/profile.php?id=${owner.profile.id}`,
      '/api/likes.php',
      '/api/chats.php',
      '/api/user.php',
      '/api/blocks.php',
    ]) {
      const response = await call(sessions.free, path)
      expect(response.status, path).toBe(200)
      paths.push(...mediaPaths(await response.json()))
    }
    const ownerPaths = paths.filter((path) => path.startsWith(`images/p${owner.profile.id}/`))
    // The main (locked) picture in lists and all three on the profile page.
    expect(ownerPaths.length).toBeGreaterThanOrEqual(3)
    for (const path of paths) {
      const key = path.slice(0, path.lastIndexOf('/'))
      if (lockedKeys.includes(key)) expect(path).toMatch(/\/blurred\.webp$/)
      const media = await call(sessions.free, `/media/${path}`)
      expect(media.status, path).toBe(200)
    }
  })

  it('refuses the free member every other file of a locked photo, and gives them to premium', async () => {
    for (const image of owner.images.filter((candidate) => !candidate.free)) {
      for (const variant of ['original', 'main', 'thumb', 'match']) {
        const path = `/media/${image.storageKey}/${variant}.webp`
        expect((await call(sessions.free, path)).status, path).toBe(403)
        expect((await api.request(path, { host })).status, path).toBe(403)
        const premium = await call(sessions.premium, path)
        expect(premium.status, path).toBe(200)
        expect(premium.headers.get('cache-control')).toBe('private, no-store')
      }
      const blurred = await call(sessions.free, `/media/${image.storageKey}/blurred.webp`)
      expect(blurred.headers.get('cache-control')).toBe('public, max-age=86400')
    }
  })
})
