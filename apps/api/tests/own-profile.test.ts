import { limits } from '@dating/domain/constants'
import { photoMaxBytes } from '@dating/domain/own-profile'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { imageVariants, variantKey } from '../src/media/variants.ts'
import { addCredits, createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from './harness.ts'

type OwnImage = { id: number; filename: string; main: boolean; free: boolean; locked: boolean }
type OwnProfile = {
  id: number
  name: string
  region: string | null
  interests: string[]
  images: OwnImage[]
  photo_limit: number
  main_image: { id: number } | null
}

const pngBytes = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** A JPEG whose EXIF says "rotate 90°": stored upright, it is taller than wide. */
const rotatedJpeg = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer()

function photoForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData()
  form.append('photo', new File([bytes], name, { type }))
  return form
}

const validEdit = {
  name: 'Robin',
  about: 'Coffee first, then adventures.',
  gender: 'female',
  sexuality: 'bi',
  country: 'NL',
  region: 'NL-NH',
  height: 172,
  hair_colour: 'red',
  eye_colour: 'green',
  body_type: 'athletic',
  relationship_status: 'single',
  interests: ['coffee', 'hiking'],
}

describe.each(backends)('own profile and photos on %s', (backend) => {
  let api: Api
  let site: Site
  let free: Member
  const host = 'own-profile.test'
  const sessions = { free: '', premium: '', other: '' }

  const call = (session: string, path: string, init: RequestInit = {}) =>
    api.request(path, { ...init, host, headers: { ...init.headers, cookie: session } })
  const upload = (session: string, bytes: Uint8Array, name = 'photo.png', type = 'image/png') =>
    call(session, '/api/photo.php', { method: 'POST', body: photoForm(bytes, name, type) })
  const own = async (session: string) =>
    ((await (await call(session, '/api/own-profile.php')).json()) as { profile: OwnProfile })
      .profile

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    free = await createMember(api.db, { site, email: 'free@example.com' })
    const premium = await createMember(api.db, { site, email: 'premium@example.com' })
    await addCredits(api.db, premium.user.id, 10, 'purchase')
    await createMember(api.db, { site, email: 'other@example.com' })
    const login = (email: string) => loginAs(api, host, email)
    sessions.free = await login('free@example.com')
    sessions.premium = await login('premium@example.com')
    sessions.other = await login('other@example.com')
  })

  afterAll(async () => {
    await api?.stop()
  })

  it('needs a session', async () => {
    const response = await api.request('/api/own-profile.php', { host })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'authentication_required' })
  })

  it('answers the own profile with the photo limit', async () => {
    const profile = await own(sessions.free)
    expect(profile).toMatchObject({ id: free.profile.id, images: [], photo_limit: 3 })
    expect((await own(sessions.premium)).photo_limit).toBe(limits.premiumPhotos)
  })

  it('saves every field of a valid edit', async () => {
    const response = await call(sessions.free, '/api/own-profile.php', {
      method: 'PUT',
      ...json(validEdit),
    })
    expect(response.status).toBe(200)
    const { profile } = (await response.json()) as { profile: Record<string, unknown> }
    expect(profile).toMatchObject(validEdit)
    expect(await own(sessions.free)).toMatchObject({ name: 'Robin', region: 'NL-NH' })
  })

  it.each([
    ['a region of another country', { region: 'DE-BE' }, 'region'],
    ['an unknown interest', { interests: ['knitting'] }, 'interests'],
    ['a height out of range', { height: 20 }, 'height'],
    ['a name starting with @', { name: '@robin' }, 'name'],
    ['the email address as name', { name: 'free@example.com' }, 'name'],
    ['an unknown hair colour', { hair_colour: 'purple' }, 'hair_colour'],
    ['a missing field', { gender: undefined }, 'gender'],
  ])('refuses %s naming the field', async (_case, change, field) => {
    const response = await call(sessions.free, '/api/own-profile.php', {
      method: 'PUT',
      ...json({ ...validEdit, ...change }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; message: string }
    expect(body.error).toBe('validation_failed')
    expect(body.message).toContain(field)
  })

  it('takes JPEG and PNG uploads: the first becomes the main and free image', async () => {
    const first = await upload(sessions.free, await rotatedJpeg(), 'me.jpg', 'image/jpeg')
    expect(first.status).toBe(200)
    const second = await upload(sessions.free, await pngBytes('#cc3366'))
    expect(second.status).toBe(200)
    const profile = await own(sessions.free)
    expect(profile.images).toHaveLength(2)
    expect(profile.images.map((image) => [image.main, image.free, image.locked])).toEqual([
      [true, true, false],
      [false, false, false],
    ])
    expect(profile.main_image?.id).toBe(profile.images[0]?.id)

    const storageKey = profile.images[0]?.filename.replace(/\/main\.webp$/, '') ?? ''
    for (const variant of imageVariants) {
      expect(await api.media.exists(variantKey(storageKey, variant))).toBe(true)
    }
    const stored = await api.media.get(variantKey(storageKey, 'original'))
    if (!stored) throw new Error('The original was not stored')
    const original = await sharp(stored).metadata()
    // EXIF orientation applied, and no metadata kept.
    expect([original.width, original.height]).toEqual([40, 80])
    expect(original.exif).toBeUndefined()
    expect(original.orientation).toBeUndefined()
  })

  it('refuses a text file named .jpg and an SVG', async () => {
    const text = new TextEncoder().encode('this is not a picture at all')
    const renamed = await upload(sessions.free, text, 'holiday.jpg', 'image/jpeg')
    expect(renamed.status).toBe(415)
    expect(await renamed.json()).toMatchObject({ error: 'not_an_image' })
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    expect((await upload(sessions.free, svg, 'a.svg', 'image/svg+xml')).status).toBe(415)
    expect((await own(sessions.free)).images).toHaveLength(2)
  })

  it('refuses a file over 10 MB', async () => {
    const huge = new Uint8Array(photoMaxBytes + 200 * 1024)
    const response = await upload(sessions.free, huge, 'big.jpg', 'image/jpeg')
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' })
  })

  it('refuses a request without the photo field', async () => {
    const form = new FormData()
    form.append('other', 'x')
    const response = await call(sessions.free, '/api/photo.php', { method: 'POST', body: form })
    expect(response.status).toBe(400)
  })

  it('refuses the fourth photo of a free member with a message naming the limits', async () => {
    expect((await upload(sessions.free, await pngBytes('#11aa11'))).status).toBe(200)
    const fourth = await upload(sessions.free, await pngBytes('#1111aa'))
    expect(fourth.status).toBe(409)
    const body = (await fourth.json()) as { error: string; message: string }
    expect(body.error).toBe('photo_limit')
    expect(body.message).toContain('3')
    expect(body.message).toContain('25')
    expect((await own(sessions.free)).images).toHaveLength(3)
  })

  it('lets a premium member upload up to 25 photos', async () => {
    const bytes = await pngBytes('#888888')
    for (let n = 0; n < limits.premiumPhotos; n++) {
      expect((await upload(sessions.premium, bytes)).status).toBe(200)
    }
    const over = await upload(sessions.premium, bytes)
    expect(over.status).toBe(409)
    expect(await over.json()).toMatchObject({ error: 'photo_limit' })
  }, 60_000)

  it('chooses the main image and moves the free flag with it', async () => {
    const before = await own(sessions.free)
    const third = before.images[2] as OwnImage
    const response = await call(sessions.free, '/api/photo.php', {
      method: 'PUT',
      ...json({ id: third.id, main: true }),
    })
    expect(response.status).toBe(200)
    const after = await own(sessions.free)
    expect(after.main_image?.id).toBe(third.id)
    expect(after.images.filter((image) => image.free).map((image) => image.id)).toEqual([third.id])
  })

  it('does not let another member edit or delete your photos', async () => {
    const target = (await own(sessions.free)).images[0] as OwnImage
    const setMain = await call(sessions.other, '/api/photo.php', {
      method: 'PUT',
      ...json({ id: target.id, main: true }),
    })
    expect(setMain.status).toBe(404)
    const remove = await call(sessions.other, '/api/photo.php', {
      method: 'DELETE',
      ...json({ id: target.id }),
    })
    expect(remove.status).toBe(404)
    expect((await own(sessions.free)).images).toHaveLength(3)
    expect((await own(sessions.other)).main_image).toBeNull()
  })

  it('deletes a photo with its files; deleting the main one moves the main to the next', async () => {
    const before = await own(sessions.free)
    const main = before.images.find((image) => image.main) as OwnImage
    const storageKey = main.filename.replace(/\/main\.webp$/, '')
    const response = await call(sessions.free, '/api/photo.php', {
      method: 'DELETE',
      ...json({ id: main.id }),
    })
    expect(response.status).toBe(200)
    const after = await own(sessions.free)
    expect(after.images).toHaveLength(2)
    expect(after.main_image?.id).toBe(after.images[0]?.id)
    expect(after.images[0]).toMatchObject({ main: true, free: true })
    for (const variant of imageVariants) {
      expect(await api.media.exists(variantKey(storageKey, variant))).toBe(false)
    }
    // Room again for a third photo.
    expect((await upload(sessions.free, await pngBytes('#aa1111'))).status).toBe(200)
  })

  it('shows a free member’s uploads to other free members: the main sharp, the rest blurred', async () => {
    const response = await call(sessions.other, `/api/profile.php?id=${free.profile.id}`)
    const { profile } = (await response.json()) as {
      profile: { images: Array<{ filename: string; locked: boolean }> }
    }
    expect(profile.images.map((image) => image.locked)).toEqual([false, true, true])
    for (const image of profile.images.filter((candidate) => candidate.locked)) {
      expect(image.filename).toMatch(/\/blurred\.webp$/)
      const original = image.filename.replace('blurred', 'original')
      const direct = await call(sessions.other, `/media/${original}`)
      expect(direct.status).toBe(403)
    }
  })
})
