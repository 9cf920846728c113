import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { variantKey } from '../src/media/variants.ts'
import {
  addCredits,
  createMember,
  createSite,
  type Member,
  sampleImage,
} from '../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from './harness.ts'

describe.each(backends)('media on %s', (backend) => {
  let api: Api
  let site: Site
  let owner: Member
  let stranger: Member
  const host = 'media.test'
  const sessions: Record<'free' | 'premium' | 'owner' | 'foreignPremium', string> = {
    free: '',
    premium: '',
    owner: '',
    foreignPremium: '',
  }

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    const otherSite = await createSite(api.db, { domain: 'other-media.test' })
    owner = await createMember(api.db, {
      site,
      email: 'owner@example.com',
      images: [{ free: true }, { free: false }, { free: false, status: 'pending' }],
      media: api.media,
    })
    stranger = await createMember(api.db, {
      site: otherSite,
      images: [{ free: false }],
      media: api.media,
    })
    await createMember(api.db, { site, email: 'free@example.com' })
    const premium = await createMember(api.db, { site, email: 'premium@example.com' })
    await addCredits(api.db, premium.user.id, 10, 'purchase')
    const foreign = await createMember(api.db, { site: otherSite, email: 'premium@example.com' })
    await addCredits(api.db, foreign.user.id, 10, 'purchase')

    const login = (email: string, on = host) => loginAs(api, on, email)
    sessions.free = await login('free@example.com')
    sessions.premium = await login('premium@example.com')
    sessions.owner = await login('owner@example.com')
    sessions.foreignPremium = await login('premium@example.com', 'other-media.test')
  })
  afterAll(() => api.stop())

  const path = (member: Member, index: number, variant: Parameters<typeof variantKey>[1]) =>
    `/media/${variantKey(member.images[index]?.storageKey ?? '', variant)}`
  const get = (url: string, cookie?: keyof typeof sessions) =>
    api.request(url, { host, headers: cookie ? { cookie: sessions[cookie] } : {} })

  it('serves public variants to anyone, cacheable, with the image type', async () => {
    for (const url of [
      path(owner, 0, 'main'),
      path(owner, 0, 'original'),
      path(owner, 1, 'blurred'),
    ]) {
      const response = await get(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const blurred = new Uint8Array(await (await get(path(owner, 1, 'blurred'))).arrayBuffer())
    expect(blurred).toEqual(await sampleImage('blurred'))
  })

  it.each(['original', 'main', 'thumb', 'match'] as const)(
    'keeps the %s of a locked picture from visitors and free members',
    async (variant) => {
      const url = path(owner, 1, variant)
      const anonymous = await get(url)
      expect(anonymous.status).toBe(403)
      expect(((await anonymous.json()) as { error: string }).error).toBe('authentication_required')
      const free = await get(url, 'free')
      expect(free.status).toBe(403)
      expect(((await free.json()) as { error: string }).error).toBe('forbidden')
    },
  )

  it('gives locked originals to premium members of the same brand and the owner, never cached', async () => {
    for (const who of ['premium', 'owner'] as const) {
      const response = await get(path(owner, 1, 'original'), who)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(await sampleImage('original'))
    }
    const foreignImage = await get(path(stranger, 0, 'original'), 'premium')
    expect(foreignImage.status).toBe(403)
    const foreignSession = await api.request(path(owner, 1, 'original'), {
      host,
      headers: { cookie: sessions.foreignPremium },
    })
    expect(foreignSession.status).toBe(403)
  })

  it('shows pictures awaiting review to their owner only', async () => {
    expect((await get(path(owner, 2, 'blurred'))).status).toBe(404)
    expect((await get(path(owner, 2, 'main'), 'premium')).status).toBe(404)
    expect((await get(path(owner, 2, 'main'), 'owner')).status).toBe(200)
  })

  it.each([
    '/media/images/p1/999999/main.webp',
    '/media/images/p1/evil.webp',
    '/media/nothing.webp',
    '/media/images/%2e%2e/%2e%2e/package.json',
    '/media/..%2F..%2Fpackage.json',
    '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/media/images/..%5C..%5Cpackage.json',
    '/media/.hidden.webp',
    '/media/a//b.webp',
    '/media/',
  ])('answers %s with 404', async (url) => {
    const response = await get(url)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: string }).error).toBe('not_found')
  })

  it('does not follow raw dot segments out of the media folder', async () => {
    const { port } = new URL(api.baseUrl)
    for (const rawPath of ['/media/../../../../etc/passwd', '/media/images/../../package.json']) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: rawPath, headers: { 'x-forwarded-host': host } },
          (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          },
        )
        request.on('error', reject)
        request.end()
      })
      expect(status).toBe(404)
    }
  })
})
