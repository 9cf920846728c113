import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/context.ts'
import { pageHiddenEvents } from '../src/db/schema.ts'
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
})
