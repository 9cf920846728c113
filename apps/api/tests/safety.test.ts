import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { messages, reports } from '../src/db/schema.ts'
import {
  addConversation,
  addLike,
  createMember,
  createSite,
  type Member,
} from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from './harness.ts'

type Summary = { id: number }

describe.each(backends)('block and report on %s', (backend) => {
  let api: Api
  let site: Site
  let blocker: Member
  let blocked: Member
  let bystander: Member
  let foreign: Member
  let conversationId: number
  const host = 'safety.test'
  const sessions = { blocker: '', blocked: '', bystander: '' }

  const call = (session: string, path: string, init: RequestInit = {}) =>
    api.request(path, { ...init, host, headers: { ...init.headers, cookie: session } })
  const ids = (list: Summary[]) => list.map((profile) => profile.id)
  const memberIds = async (session: string) =>
    ids(
      ((await (await call(session, '/api/members.php')).json()) as { results: Summary[] }).results,
    )
  const likesOf = async (session: string) =>
    (await (await call(session, '/api/likes.php')).json()) as {
      profiles: Summary[]
      liked_by: Array<{ profile: Summary }>
    }
  const chatsOf = async (session: string) =>
    (
      (await (await call(session, '/api/chats.php')).json()) as {
        chats: Array<{ profile: Summary }>
      }
    ).chats.map((chat) => chat.profile.id)

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    blocker = await createMember(api.db, { site, email: 'blocker@example.com' })
    blocked = await createMember(api.db, { site, email: 'blocked@example.com' })
    bystander = await createMember(api.db, { site, email: 'bystander@example.com' })
    foreign = await createMember(api.db, { site: await createSite(api.db) })
    await addLike(api.db, blocker.profile.id, blocked.profile.id)
    await addLike(api.db, blocked.profile.id, blocker.profile.id)
    await addLike(api.db, bystander.profile.id, blocker.profile.id)
    conversationId = await addConversation(api.db, blocked.profile.id, blocker.profile.id, [
      { from: blocked.profile.id, body: 'Hello there' },
      { from: blocker.profile.id, body: 'Hi' },
    ])
    await addConversation(api.db, bystander.profile.id, blocker.profile.id, [
      { from: bystander.profile.id, body: 'Hey' },
    ])
    const login = (email: string) => loginAs(api, host, email)
    sessions.blocker = await login('blocker@example.com')
    sessions.blocked = await login('blocked@example.com')
    sessions.bystander = await login('bystander@example.com')
  })

  afterAll(async () => {
    await api?.stop()
  })

  it('needs a session', async () => {
    for (const [method, path] of [
      ['POST', '/api/block.php'],
      ['DELETE', '/api/block.php'],
      ['GET', '/api/blocks.php'],
      ['POST', '/api/report.php'],
    ] as const) {
      const response = await api.request(path, {
        method,
        host,
        ...(method === 'GET' ? {} : json({ profile_id: blocked.profile.id, reason: 'spam' })),
      })
      expect(response.status, `${method} ${path}`).toBe(403)
    }
  })

  it('refuses blocking oneself, unknown profiles and other brands’ profiles', async () => {
    const block = (profile_id: unknown) =>
      call(sessions.blocker, '/api/block.php', { method: 'POST', ...json({ profile_id }) })
    expect((await block(blocker.profile.id)).status).toBe(400)
    expect((await block(2_000_000_000)).status).toBe(404)
    expect((await block(foreign.profile.id)).status).toBe(404)
    expect((await block('12')).status).toBe(400)
  })

  it('sees both sides connected before the block', async () => {
    expect(await memberIds(sessions.blocked)).toContain(blocker.profile.id)
    expect(ids((await likesOf(sessions.blocked)).profiles)).toContain(blocker.profile.id)
    expect(await chatsOf(sessions.blocked)).toContain(blocker.profile.id)
  })

  it('deletes the chats and likes between the two and hides each from the other', async () => {
    const response = await call(sessions.blocker, '/api/block.php', {
      method: 'POST',
      ...json({ profile_id: blocked.profile.id }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    // Blocking twice changes nothing.
    const again = await call(sessions.blocker, '/api/block.php', {
      method: 'POST',
      ...json({ profile_id: blocked.profile.id }),
    })
    expect(again.status).toBe(200)

    for (const [viewer, other] of [
      [sessions.blocked, blocker],
      [sessions.blocker, blocked],
    ] as const) {
      const profile = await call(viewer, `/api/profile.php?id=${other.profile.id}`)
      expect(profile.status).toBe(404)
      expect(await memberIds(viewer)).not.toContain(other.profile.id)
      const likes = await likesOf(viewer)
      expect(ids(likes.profiles)).not.toContain(other.profile.id)
      expect(likes.liked_by.map((like) => like.profile.id)).not.toContain(other.profile.id)
      expect(await chatsOf(viewer)).not.toContain(other.profile.id)
    }
    const leftover = await api.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
    expect(leftover).toEqual([])
    // Other members keep their likes and chats with the blocker.
    expect((await likesOf(sessions.blocker)).liked_by.map((like) => like.profile.id)).toEqual([
      bystander.profile.id,
    ])
    expect(await chatsOf(sessions.blocker)).toEqual([bystander.profile.id])
    expect(
      (await call(sessions.bystander, `/api/profile.php?id=${blocker.profile.id}`)).status,
    ).toBe(200)
  })

  it('lists the blocked profiles', async () => {
    const response = await call(sessions.blocker, '/api/blocks.php')
    expect(response.status).toBe(200)
    const { profiles } = (await response.json()) as { profiles: Summary[] }
    expect(ids(profiles)).toEqual([blocked.profile.id])
    const theirs = (await (await call(sessions.blocked, '/api/blocks.php')).json()) as {
      profiles: Summary[]
    }
    expect(theirs.profiles).toEqual([])
  })

  it('unblocks: the two see each other again, the deleted chats and likes stay gone', async () => {
    // Only the blocker can lift the block.
    await call(sessions.blocked, '/api/block.php', {
      method: 'DELETE',
      ...json({ profile_id: blocker.profile.id }),
    })
    expect((await call(sessions.blocked, `/api/profile.php?id=${blocker.profile.id}`)).status).toBe(
      404,
    )
    const response = await call(sessions.blocker, '/api/block.php', {
      method: 'DELETE',
      ...json({ profile_id: blocked.profile.id }),
    })
    expect(response.status).toBe(200)
    expect((await call(sessions.blocked, `/api/profile.php?id=${blocker.profile.id}`)).status).toBe(
      200,
    )
    expect(await memberIds(sessions.blocker)).toContain(blocked.profile.id)
    expect(ids((await likesOf(sessions.blocked)).profiles)).toEqual([])
    expect(await chatsOf(sessions.blocked)).toEqual([])
    const list = (await (await call(sessions.blocker, '/api/blocks.php')).json()) as {
      profiles: Summary[]
    }
    expect(list.profiles).toEqual([])
  })

  it('files a report as open, once per open case', async () => {
    const report = (body: unknown) =>
      call(sessions.bystander, '/api/report.php', { method: 'POST', ...json(body) })
    const first = await report({
      profile_id: blocked.profile.id,
      reason: 'fake_profile',
      note: '  Uses photos of a celebrity. ',
    })
    expect(first.status).toBe(200)
    const { report: created } = (await first.json()) as { report: { id: number; status: string } }
    expect(created.status).toBe('open')
    const second = await report({ profile_id: blocked.profile.id, reason: 'spam' })
    expect(await second.json()).toEqual({ report: created })
    const rows = await api.db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterProfileId, bystander.profile.id),
          eq(reports.reportedProfileId, blocked.profile.id),
        ),
      )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      reason: 'fake_profile',
      note: 'Uses photos of a celebrity.',
      status: 'open',
    })
  })

  it('refuses a report with an unknown reason or a huge note', async () => {
    const report = (body: unknown) =>
      call(sessions.blocker, '/api/report.php', { method: 'POST', ...json(body) })
    expect((await report({ profile_id: blocked.profile.id, reason: 'boring' })).status).toBe(400)
    expect(
      (await report({ profile_id: blocked.profile.id, reason: 'spam', note: 'x'.repeat(1001) }))
        .status,
    ).toBe(400)
    expect((await report({ profile_id: blocker.profile.id, reason: 'spam' })).status).toBe(400)
  })
})
