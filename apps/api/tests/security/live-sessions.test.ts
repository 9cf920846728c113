/**
 * Decision 048:
 * - `GET /api/live.php` checked the session only when it opened: after a logout, a password
 *   change, a suspension or an erasure the stream kept delivering private messages. Every
 *   stream of a session now ends with it (the database's `session_ended` notice), and each
 *   heartbeat re-checks the session (an expiry tells nobody);
 * - one session held 300 streams: a session keeps 3, a member 6, the oldest closed first, and
 *   the api's side closes as soon as the client goes.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { profiles, sessions, users } from '../../src/db/schema.ts'
import { type LiveHub, startLiveHub, streamCaps } from '../../src/live/hub.ts'
import { createMember, createSite, defaultTestPassword } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from '../harness.ts'
import { type OpenStream, openStream } from '../live-stream.ts'
import { until } from '../until.ts'

const host = 'live-sessions.test'

/** Whether the stream ended within a few seconds (polled, never slept). */
async function endsSoon(stream: OpenStream, withinMs = 5_000): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), withinMs))
  return Promise.race([stream.ended.then(() => true), timeout])
}

describe.each(backends)('live streams end with their session on %s', (backend) => {
  let api: Api
  let site: Site
  let hub: LiveHub
  let sequence = 0

  beforeAll(async () => {
    api = await startApi(backend, async (_db, _execute, database) => {
      hub = await startLiveHub(database, { heartbeatMs: 300 })
      return { live: hub }
    })
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  async function member() {
    sequence += 1
    const email = `streamer.${sequence}@example.com`
    const created = await createMember(api.db, { site, email })
    return { ...created, email, login: () => loginAs(api, host, email) }
  }
  const open = (cookie: string) => openStream(api.baseUrl, { cookie, 'x-forwarded-host': host })

  it('a logout ends the stream of its session', async () => {
    const me = await member()
    const cookie = await me.login()
    const stream = await open(cookie)
    await stream.next('ready')
    await api.request('/api/logout.php', { host, headers: { cookie } })
    expect(await endsSoon(stream)).toBe(true)
  })

  it('a password change ends the streams of the other sessions, not its own', async () => {
    const me = await member()
    const thief = await me.login()
    const mine = await me.login()
    const stolen = await open(thief)
    const own = await open(mine)
    await Promise.all([stolen.next('ready'), own.next('ready')])
    const changed = await api.request('/api/password.php', {
      method: 'PUT',
      host,
      ...json(
        {
          old_password: defaultTestPassword,
          password: 'a new and longer secret',
          password_repeat: 'a new and longer secret',
        },
        { headers: { cookie: mine } },
      ),
    })
    expect(changed.status).toBe(200)
    expect(await endsSoon(stolen)).toBe(true)
    expect(await endsSoon(own, 1_000)).toBe(false)
    own.close()
  })

  it('a suspension and an erasure end every stream of the member', async () => {
    const suspended = await member()
    const erased = await member()
    const first = await open(await suspended.login())
    const second = await open(await erased.login())
    await Promise.all([first.next('ready'), second.next('ready')])
    await api.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id))
    await api.db.delete(profiles).where(eq(profiles.id, erased.profile.id))
    expect(await endsSoon(first)).toBe(true)
    expect(await endsSoon(second)).toBe(true)
  })

  it('the heartbeat re-checks the session: an expired one ends the stream', async () => {
    const me = await member()
    const stream = await open(await me.login())
    await stream.next('ready')
    // An expiry writes nothing the streams hear of: only the heartbeat finds it.
    await api.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, me.user.id))
    expect(await endsSoon(stream)).toBe(true)
  })

  it('a session holds 3 streams and a member 6: the oldest is closed first', async () => {
    const me = await member()
    const tab = await me.login()
    const streams: OpenStream[] = []
    for (let index = 0; index <= streamCaps.perSession; index += 1) {
      const stream = await open(tab)
      await stream.next('ready')
      streams.push(stream)
    }
    expect(await endsSoon(streams[0] as OpenStream)).toBe(true)
    expect(await endsSoon(streams[1] as OpenStream, 500)).toBe(false)

    const devices = [await me.login(), await me.login()]
    const more: OpenStream[] = []
    for (const device of devices) {
      for (let index = 0; index < streamCaps.perSession; index += 1) {
        const stream = await open(device)
        await stream.next('ready')
        more.push(stream)
      }
    }
    // 3 of the tab's + 6 of the devices': the tab's 3 go, oldest first.
    for (const stream of streams.slice(1)) expect(await endsSoon(stream)).toBe(true)
    for (const stream of more) expect(await endsSoon(stream, 200)).toBe(false)
    for (const stream of more) stream.close()
  })

  it("closes the api's side as soon as the client goes", async () => {
    const me = await member()
    await until(() => hub.size() === 0, { withinMs: 5_000 })
    const stream = await open(await me.login())
    await stream.next('ready')
    expect(hub.size()).toBe(1)
    stream.close()
    await until(() => hub.size() === 0, { withinMs: 5_000 })
  })
})
