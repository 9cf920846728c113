import { abuseCaps } from '@dating/domain/account'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { rateEvents } from '../src/db/schema.ts'
import { pageHiddenEvents } from '../src/landers/schema.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from './harness.ts'

describe.each(backends)('page-bounce beacon on %s', (backend) => {
  let api: Api
  let site: Site
  let member: Member
  const host = 'bounce.test'

  const beacon = (headers: Record<string, string>, body: unknown = {}) =>
    api.request('/api/page-hidden.php', { method: 'POST', host, ...json(body, { headers }) })

  const events = () =>
    api.db.select().from(pageHiddenEvents).where(eq(pageHiddenEvents.siteId, site.id))

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    member = await createMember(api.db, { site, email: 'bounce@example.com' })
  })
  afterAll(() => api.stop())

  it('logs the page left with the visit tracking, without its query', async () => {
    const response = await beacon({
      referer: `http://${host}:3001/landers/gallery/dating-berlin?network=aff1&email=x`,
      cookie: 'tracking=network%3Daff1%26sub1%3Da',
    })
    expect(response.status).toBe(204)
    const [event] = await events()
    expect(event).toMatchObject({
      path: '/landers/gallery/dating-berlin',
      tracking: { network: 'aff1', sub1: 'a' },
      userId: null,
    })
  })

  it('names the member of a logged-in visit', async () => {
    const cookie = await loginAs(api, host, 'bounce@example.com')
    expect((await beacon({ referer: `http://${host}/members`, cookie })).status).toBe(204)
    const logged = (await events()).find((event) => event.path === '/members')
    expect(logged?.userId).toBe(member.user.id)
    expect(logged?.tracking).toBeNull()
  })

  it('ignores beacons about another site’s pages or without a page', async () => {
    const before = (await events()).length
    expect((await beacon({ referer: 'https://elsewhere.example/landers/video' })).status).toBe(204)
    expect((await beacon({})).status).toBe(204)
    expect((await beacon({ referer: 'not a url' })).status).toBe(204)
    expect(await events()).toHaveLength(before)
  })

  it('takes only the empty JSON body of SPEC §7 and same-origin posts', async () => {
    const referer = `http://${host}/landers/video`
    expect((await beacon({ referer }, { path: '/x' })).status).toBe(400)
    const crossSite = await beacon({ referer, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const plain = await api.request('/api/page-hidden.php', {
      method: 'POST',
      host,
      headers: { referer },
      body: 'not json',
    })
    expect(plain.status).toBe(400)
  })

  it('caps the beacons of one client address per hour, not those of others', async () => {
    const referer = `http://${host}/landers/video`
    const address = '198.51.100.7'
    const cap = abuseCaps.pageHiddenPerAddressPerHour
    await api.db.insert(rateEvents).values(
      Array.from({ length: cap - 1 }, () => ({
        siteId: site.id,
        kind: 'page_hidden_address' as const,
        key: address,
      })),
    )
    const from = (forwardedFor: string) => beacon({ referer, 'x-forwarded-for': forwardedFor })
    const before = (await events()).length
    expect((await from(address)).status).toBe(204)
    const refused = await from(address)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' })
    expect(await events()).toHaveLength(before + 1)
    expect((await from('198.51.100.8')).status).toBe(204)
  })
})
