/**
 * Decision 049: a visitor read 200 profiles in 17 s and could page through every one. Profile
 * pages and search pages are capped per client address for visitors (logged out), generous
 * enough that a person browsing never meets it; members are not counted.
 */
import { abuseCaps } from '@dating/domain/account'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { createMember, createSite, type Member } from '../../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from '../harness.ts'

const host = 'visitor-reads.test'

describe.each(backends)('visitor reads are capped per address on %s', (backend) => {
  let api: Api
  let site: Site
  let profile: Member

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    profile = await createMember(api.db, { site, email: 'browsed@example.com' })
  })
  afterAll(() => api.stop())

  const read = (path: string, address: string, cookie?: string) =>
    api.request(path, {
      host,
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    })

  it(`answers 429 after ${abuseCaps.visitorReadsPerAddressPerMinute} reads a minute, with Retry-After`, async () => {
    const address = '203.0.113.9'
    const profilePath = `/api/profile.php?id=${profile.profile.id}`
    for (let n = 0; n < abuseCaps.visitorReadsPerAddressPerMinute; n += 1) {
      const response = await read(n % 2 === 0 ? profilePath : '/api/members.php', address)
      expect(response.status).not.toBe(429)
      await response.body?.cancel()
    }
    const refused = await read(profilePath, address)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await read('/api/members.php', address)).status).toBe(429)

    // Another address, and a member on the same address, read on.
    expect((await read(profilePath, '203.0.113.10')).status).toBe(200)
    const cookie = await loginAs(api, host, 'browsed@example.com')
    expect((await read(profilePath, address, cookie)).status).toBe(200)
  })
})
