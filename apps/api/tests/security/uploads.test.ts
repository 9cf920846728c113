/**
 * Uploads (docs/security.md): a picture over 25 megapixels is refused before it is
 * decoded, and uploads are capped per member and hour.
 */
import { abuseCaps } from '@dating/domain/account'
import { limits } from '@dating/domain/constants'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { images, photoUploadSlots } from '../../src/db/schema.ts'
import { createMember, createSite } from '../../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from '../harness.ts'

/** Counts the pictures the api decodes (it runs in this process). */
const decoded = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../src/photos/decode.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/photos/decode.ts')>()
  return {
    ...original,
    decodePhoto: (bytes: Uint8Array) => {
      decoded.count += 1
      return original.decodePhoto(bytes)
    },
  }
})

const host = 'uploads.test'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc3366' } })
    .png({ compressionLevel: 9 })
    .toBuffer()

describe.each(backends)('photo uploads on %s', (backend) => {
  let api: Api
  let site: Site

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const upload = (cookie: string, bytes: Uint8Array) => {
    const form = new FormData()
    form.append('photo', new File([bytes], 'photo.png', { type: 'image/png' }))
    return api.request('/api/photo.php', { method: 'POST', host, headers: { cookie }, body: form })
  }

  it('refuses a picture of more than 25 megapixels', async () => {
    await createMember(api.db, { site, email: 'huge@example.com' })
    const cookie = await loginAs(api, host, 'huge@example.com')
    const bomb = await upload(cookie, new Uint8Array(await png(6_000, 5_000)))
    expect(bomb.status).toBe(415)
    expect(await api.db.select().from(images)).toEqual([])
  })

  it('reserves the slot before decoding: parallel uploads never pass the photo limit', async () => {
    const { profile } = await createMember(api.db, { site, email: 'eager@example.com' })
    const cookie = await loginAs(api, host, 'eager@example.com')
    const small = new Uint8Array(await png(60, 60))
    for (let n = 0; n < limits.freePhotos - 1; n += 1) {
      expect((await upload(cookie, small)).status).toBe(200)
    }
    decoded.count = 0
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => upload(cookie, small).then((response) => response.status)),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(5)
    // Only the upload that got the last slot was decoded; the others were refused before.
    expect(decoded.count).toBe(1)
    const stored = await api.db.select().from(images).where(eq(images.profileId, profile.id))
    expect(stored).toHaveLength(limits.freePhotos)
    expect(await api.db.select().from(photoUploadSlots)).toEqual([])
    await api.db.delete(images)
  })

  it('caps uploads per member and hour', async () => {
    await createMember(api.db, { site, email: 'busy@example.com' })
    const cookie = await loginAs(api, host, 'busy@example.com')
    const small = new Uint8Array(await png(40, 40))
    const statuses: number[] = []
    for (let n = 0; n <= abuseCaps.uploadsPerMemberPerHour; n += 1) {
      const response = await upload(cookie, small)
      statuses.push(response.status)
      if (response.status === 200) {
        // Deleting keeps the member below the photo limit, so only the hourly cap can refuse.
        await api.db.delete(images)
      }
    }
    expect(statuses.slice(0, abuseCaps.uploadsPerMemberPerHour).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
