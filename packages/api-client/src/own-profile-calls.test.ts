import type { OwnProfile } from '@dating/domain/entities'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { apiWith } from './testing/fake-api.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { profileSummary } from './testing/fixtures.ts'

const ownProfile: OwnProfile = {
  ...profileSummary,
  birthdate: '1990-06-15',
  about: '',
  height: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  interests: [],
  images: [],
  photo_limit: 3,
}

describe('own profile, photo and safety calls', () => {
  it('uploads a photo as multipart without a JSON content type', async () => {
    const fetch = fakeFetch(json({ profile: ownProfile }))
    const api = apiWith(fetch)
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })
    await expect(api.uploadPhoto(photo, 'me.jpg')).resolves.toEqual(ownProfile)
    const [request] = fetch.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('http://api.test/api/photo.php')
    expect(request?.headers.get('content-type')).toBeNull()
    const form = request?.body as FormData
    const file = form.get('photo') as File
    expect(file.name).toBe('me.jpg')
    expect(file.size).toBe(3)
  })

  it('sends main and delete with the picture id', async () => {
    const fetch = fakeFetch(json({ profile: ownProfile }))
    const api = apiWith(fetch)
    await api.setMainPhoto(7)
    await api.deletePhoto(7)
    expect(fetch.requests.map((request) => [request.method, request.body])).toEqual([
      ['PUT', { id: 7, main: true }],
      ['DELETE', { id: 7 }],
    ])
  })

  it('surfaces the localised photo limit message', async () => {
    const message = 'You can have up to 3 photos as a free member.'
    const api = apiWith(fakeFetch(json({ error: 'photo_limit', message }, 409)))
    const failure = await api.uploadPhoto(new Blob(['x']), 'x.png').catch((error) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 409, code: 'photo_limit', message })
  })

  it('blocks, unblocks, lists blocks and reports', async () => {
    const fetch = fakeFetch(
      json({ ok: true }),
      json({ ok: true }),
      json({ profiles: [profileSummary] }),
      json({ report: { id: 4, status: 'open' } }),
    )
    const api = apiWith(fetch)
    await api.block(12)
    await api.unblock(12)
    await expect(api.getBlocks()).resolves.toEqual([profileSummary])
    await expect(api.report({ profile_id: 12, reason: 'spam' })).resolves.toEqual({
      id: 4,
      status: 'open',
    })
    expect(fetch.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', 'http://api.test/api/block.php', { profile_id: 12 }],
      ['DELETE', 'http://api.test/api/block.php', { profile_id: 12 }],
      ['GET', 'http://api.test/api/blocks.php', undefined],
      ['POST', 'http://api.test/api/report.php', { profile_id: 12, reason: 'spam', note: '' }],
    ])
  })
})
