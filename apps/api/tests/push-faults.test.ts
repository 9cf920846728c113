/**
 * Push services failing: 404/410 removes the subscription, 429 and 5xx are tried again later
 * with a growing delay, and one member's endpoint that hangs never holds back another's push.
 */
import { type PushReceiver, startPushReceiver } from '@dating/push-receiver/receiver'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { deliverPendingPushes } from '../src/notifications/push-delivery.ts'
import { notificationQueue, pushSubscriptions } from '../src/notifications/schema.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi, withSession } from './harness.ts'

const host = 'push-faults.test'

describe.each(backends)('push services failing on %s', (backend) => {
  let api: Api
  let receiver: PushReceiver
  let site: Site
  const sessions = new Map<number, string>()
  let sequence = 0
  let clockMs = Date.parse('2026-03-02T10:00:00Z')
  const now = () => new Date(clockMs)

  beforeAll(async () => {
    receiver = await startPushReceiver()
    api = await startApi(backend, { now, pushEndpointOrigins: [receiver.origin] })
    site = await createSite(api.db, { domain: host, countries: ['NL'], geoipCountry: 'NL' })
  })
  afterAll(async () => {
    await api?.stop()
    await receiver?.close()
  })

  async function member(gender: 'male' | 'female'): Promise<Member> {
    sequence += 1
    const email = `push.${sequence}@example.com`
    const created = await createMember(api.db, {
      site,
      email,
      profile: { gender, sexuality: 'hetero', birthdate: '1990-01-01' },
      images: [{ free: true }],
    })
    sessions.set(created.profile.id, await loginAs(api, host, email))
    return created
  }
  const call = (someone: Member, path: string, init: RequestInit = {}) =>
    api.request(path, withSession(host, sessions.get(someone.profile.id) as string, init))
  const subscribe = async (someone: Member, id: string) => {
    const response = await call(someone, '/api/user.php?push=1', {
      method: 'POST',
      ...json({ subscription: receiver.subscribe(id) }),
    })
    expect(response.status).toBeLessThan(300)
  }
  const like = (from: Member, to: Member) =>
    call(from, '/api/like.php', { method: 'POST', ...json({ profile_id: to.profile.id }) })
  const deliver = (fetcher?: typeof fetch) =>
    deliverPendingPushes(api.db, now(), {
      extraEndpointOrigins: [receiver.origin],
      ...(fetcher ? { fetch: fetcher } : {}),
    })
  const subscriptionsOf = (someone: Member) =>
    api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, someone.user.id))

  it('removes a subscription answered 404, keeps and retries one answered 429 or 503', async () => {
    const liker = await member('male')
    const gone = await member('female')
    const busy = await member('female')
    const failing = await member('female')
    await subscribe(gone, `gone-${backend}`)
    await subscribe(busy, `busy-${backend}`)
    await subscribe(failing, `failing-${backend}`)
    receiver.answer(`gone-${backend}`, 404)
    receiver.answer(`busy-${backend}`, 429)
    receiver.answer(`failing-${backend}`, 503)
    for (const liked of [gone, busy, failing]) expect((await like(liker, liked)).status).toBe(200)
    const first = await deliver()
    expect(first).toMatchObject({ gone: 1, retried: 2, sent: 0 })
    expect(await subscriptionsOf(gone)).toEqual([])
    expect(await subscriptionsOf(busy)).toHaveLength(1)
    // Not before its delay has passed…
    expect(await deliver()).toMatchObject({ sent: 0, retried: 0 })
    receiver.answer(`busy-${backend}`, 201)
    receiver.answer(`failing-${backend}`, 201)
    clockMs += 60_000
    // …then once more, now delivered.
    expect(await deliver()).toMatchObject({ sent: 2 })
    const sent = await api.db
      .select()
      .from(notificationQueue)
      .where(and(eq(notificationQueue.userId, busy.user.id), eq(notificationQueue.channel, 'push')))
    expect(sent.map((item) => item.attempts)).toEqual([2])
  })

  it('delivers to a live endpoint while another member’s endpoint hangs', async () => {
    const liker = await member('male')
    const hanging = await member('female')
    const live = await member('female')
    await subscribe(hanging, `hanging-${backend}`)
    await subscribe(live, `live-${backend}`)
    expect((await like(liker, hanging)).status).toBe(200)
    expect((await like(liker, live)).status).toBe(200)
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    // The hanging push service answers only once the live member's push has arrived.
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).includes(`hanging-${backend}`)) {
        await released
        return new Response(null, { status: 503 })
      }
      return fetch(url, init)
    }) as typeof fetch
    const delivery = deliver(fetcher)
    await receiver.waitFor((push) => push.subscription === `live-${backend}`)
    release()
    expect(await delivery).toMatchObject({ sent: 1, retried: 1 })
  })
})
