/**
 * /media (docs/security.md): a blocked member, a hidden or a deleted profile's
 * pictures are not served to others; the owner still sees their own.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { profiles } from '../../src/db/schema.ts'
import { variantKey } from '../../src/media/variants.ts'
import { addImage, createMember, createSite } from '../../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from '../harness.ts'

const host = 'media-trust.test'

describe.each(backends)('media of blocked and hidden profiles on %s', (backend) => {
  let api: Api
  let site: Site

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const get = (path: string, cookie?: string) =>
    api.request(path, { host, headers: cookie ? { cookie } : {} })

  it('hides a blocker’s free picture from the member it blocked', async () => {
    const owner = await createMember(api.db, { site, email: 'blocker@example.com' })
    const target = await createMember(api.db, { site, email: 'blocked@example.com' })
    const image = await addImage(api.db, owner.profile.id, { free: true, media: api.media })
    const path = `/media/${variantKey(image.storageKey, 'main')}`
    const blocked = await loginAs(api, host, 'blocked@example.com')
    const ownerCookie = await loginAs(api, host, 'blocker@example.com')
    expect((await get(path, blocked)).status).toBe(200)
    const response = await api.request('/api/block.php', {
      method: 'POST',
      host,
      headers: { cookie: ownerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ profile_id: target.profile.id }),
    })
    expect(response.status).toBe(200)
    expect((await get(path, blocked)).status).toBe(404)
    expect((await get(path, ownerCookie)).status).toBe(200)
  })

  it('serves no picture of a disabled profile to anyone but its owner', async () => {
    const owner = await createMember(api.db, { site, email: 'gone@example.com' })
    const image = await addImage(api.db, owner.profile.id, { free: true, media: api.media })
    const path = `/media/${variantKey(image.storageKey, 'blurred')}`
    expect((await get(path)).status).toBe(200)
    const ownerCookie = await loginAs(api, host, 'gone@example.com')
    await api.db
      .update(profiles)
      .set({ status: 'disabled' })
      .where(eq(profiles.id, owner.profile.id))
    expect((await get(path)).status).toBe(404)
    expect((await get(path, ownerCookie)).status).toBe(200)
  })
})
