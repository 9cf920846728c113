import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chatMessageSchema, sendResultSchema } from '@dating/domain/chat'
import { userResponseSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatPhotoFileKey } from '../src/chat/photos.ts'
import type { Site } from '../src/http/context.ts'
import { messages } from '../src/db/schema.ts'
import { ensureGiftImages } from '../src/gifs/gifts.ts'
import { startLiveHub } from '../src/live/hub.ts'
import { addCredits, createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from './harness.ts'
import { openStream } from './live-stream.ts'

/** A camera-sized JPEG with EXIF that names its owner: the api must drop it and shrink it. */
async function cameraPhoto(): Promise<Uint8Array> {
  const bytes = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: '#3a7bd5' },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Alice Example', Artist: 'Alice Example' } })
    .toBuffer()
  return new Uint8Array(bytes)
}

describe.each(backends)('photos and gifts in chat on %s', (backend) => {
  let api: Api
  let site: Site
  let alice: Member
  let bob: Member
  let carol: Member
  let poor: Member
  const host = 'chat-photos.test'
  const cookies = new Map<number, string>()
  let photo: Uint8Array

  const as = (member: Member | null, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (member) headers.set('cookie', cookies.get(member.profile.id) as string)
    return { ...init, headers, host }
  }
  const sendPhoto = (from: Member, to: Member, clientId: string, file: Blob) => {
    const form = new FormData()
    form.set('profile_id', String(to.profile.id))
    form.set('client_message_id', clientId)
    form.set('photo', file, 'holiday.jpg')
    return api.request('/api/chat-photo.php', as(from, { method: 'POST', body: form }))
  }
  const jpeg = () => new Blob([photo as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' })
  const credits = async (member: Member) => {
    const response = await api.request('/api/user.php', as(member))
    return v.parse(userResponseSchema, await response.json()).user.credits
  }
  /** The storage keys of the chat photo files in the media folder. */
  const chatPhotoFiles = async () => {
    const files = await readdir(join(api.mediaDir, 'chat'), { recursive: true }).catch(() => [])
    return files
      .filter((file) => file.endsWith('/photo.webp'))
      .map((file) => `chat/${file.slice(0, -'/photo.webp'.length)}`)
  }

  beforeAll(async () => {
    api = await startApi(backend, async (_db, _execute, database) => ({
      live: await startLiveHub(database),
    }))
    site = await createSite(api.db, { domain: host, photoCredits: 4, giftCredits: 6 })
    const login = async (member: Member) => {
      cookies.set(member.profile.id, await loginAs(api, host, member.user.email as string))
      return member
    }
    alice = await login(await createMember(api.db, { site, email: 'alice@example.com' }))
    bob = await login(await createMember(api.db, { site, email: 'bob@example.com' }))
    carol = await login(await createMember(api.db, { site, email: 'carol@example.com' }))
    poor = await login(await createMember(api.db, { site, email: 'poor@example.com' }))
    await addCredits(api.db, alice.user.id, 30, 'purchase')
    photo = await cameraPhoto()
  })

  afterAll(async () => {
    await api.stop()
  })

  it('sends a photo once per client message id, charged photo_credits, live to the other side', async () => {
    const stream = await openStream(api.baseUrl, {
      cookie: cookies.get(bob.profile.id) as string,
      'x-forwarded-host': host,
    })
    await stream.next('ready')
    const before = await credits(alice)
    const first = await sendPhoto(alice, bob, 'photo-send-01', jpeg())
    expect(first.status).toBe(200)
    const sent = v.parse(sendResultSchema, await first.json())
    expect(sent.message.kind).toBe('photo')
    expect(sent.message.media).toBe(`/api/chat-photo.php?id=${sent.message.id}`)
    expect(sent.credits).toBe(before - 4)

    // The api client's retry (the answer was lost) stores, charges and keeps nothing more.
    const retried = await sendPhoto(alice, bob, 'photo-send-01', jpeg())
    expect(retried.status).toBe(200)
    expect(v.parse(sendResultSchema, await retried.json()).message.id).toBe(sent.message.id)
    expect(await credits(alice)).toBe(before - 4)
    const stored = await api.db
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, 'photo-send-01'))
    expect(stored).toHaveLength(1)
    expect(await chatPhotoFiles()).toEqual([stored[0]?.attachment])

    const event = await stream.next('message', (data) => data.message.id === sent.message.id)
    expect(v.parse(chatMessageSchema, (event.data as { message: unknown }).message).kind).toBe(
      'photo',
    )
    stream.close()
  })

  it('serves the photo re-encoded to the two members only: 404 for others, visitors and /media', async () => {
    const [message] = await api.db
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, 'photo-send-01'))
    const path = `/api/chat-photo.php?id=${message?.id}`
    for (const member of [alice, bob]) {
      const response = await api.request(path, as(member))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(served.format).toBe('webp')
      expect(Math.max(served.width ?? 0, served.height ?? 0)).toBe(1280)
      expect(served.exif).toBeUndefined()
    }
    expect((await api.request(path, as(carol))).status).toBe(404)
    expect((await api.request(path, as(null))).status).toBe(404)
    expect((await api.request('/api/chat-photo.php?id=999999', as(alice))).status).toBe(404)
    const file = chatPhotoFileKey(message?.attachment as string)
    expect((await api.request(`/media/${file}`, as(alice))).status).toBe(404)
    expect((await api.request(`/media/${file}`, as(null))).status).toBe(404)
  })

  it('refuses what is not a photo, too large, unpaid or to a stranger with a clear 4xx', async () => {
    const text = new Blob(['not a picture'], { type: 'image/jpeg' })
    expect((await sendPhoto(alice, bob, 'photo-text-01', text)).status).toBe(415)
    const huge = new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/jpeg' })
    expect((await sendPhoto(alice, bob, 'photo-huge-01', huge)).status).toBe(413)
    const unpaid = await sendPhoto(poor, bob, 'photo-poor-01', jpeg())
    expect(unpaid.status).toBe(402)
    expect(await unpaid.json()).toMatchObject({ error: 'out_of_credits', credits: 0, cost: 4 })
    const missing = new FormData()
    missing.set('profile_id', String(bob.profile.id))
    missing.set('client_message_id', 'photo-none-01')
    const noFile = await api.request(
      '/api/chat-photo.php',
      as(alice, { method: 'POST', body: missing }),
    )
    expect(noFile.status).toBe(400)
    const loggedOut = await api.request('/api/chat-photo.php', as(null, { method: 'POST' }))
    expect(loggedOut.status).toBe(403)
    // Nothing of the refused sends was kept.
    expect(await chatPhotoFiles()).toHaveLength(1)
  })

  it('takes the photo away from both sides when one blocks the other, files included', async () => {
    const [message] = await api.db
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, 'photo-send-01'))
    const blocked = await api.request(
      '/api/block.php',
      as(bob, { method: 'POST', ...json({ profile_id: alice.profile.id }) }),
    )
    expect(blocked.status).toBe(200)
    for (const member of [alice, bob]) {
      expect((await api.request(`/api/chat-photo.php?id=${message?.id}`, as(member))).status).toBe(
        404,
      )
    }
    expect(await chatPhotoFiles()).toEqual([])
    expect((await sendPhoto(alice, bob, 'photo-after-block', jpeg())).status).toBe(404)
  })

  it('draws the gift pictures into the media store and serves them to anyone, cacheable', async () => {
    expect(await ensureGiftImages(api.media)).toBe(6)
    expect(await ensureGiftImages(api.media)).toBe(0)
    const picture = await api.request('/media/gifts/rose.webp', as(null))
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/webp')
    expect(picture.headers.get('cache-control')).toBe('public, max-age=86400')
    const sent = await api.request(
      '/api/message.php',
      as(alice, {
        method: 'POST',
        ...json({ profile_id: carol.profile.id, client_message_id: 'gift-rose-01', gift: 'rose' }),
      }),
    )
    expect(sent.status).toBe(200)
    const { message } = v.parse(sendResultSchema, await sent.json())
    expect(message).toMatchObject({ kind: 'gift', gift: 'rose', media: 'gifts/rose.webp' })
  })
})
