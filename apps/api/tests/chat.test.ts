import { serve } from '@hono/node-server'
import { chatResponseSchema, sendResultSchema } from '@dating/domain/chat'
import { chatsResponseSchema, userResponseSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { createApp } from '../src/app.ts'
import type { Site } from '../src/http/context.ts'
import { chatRemovals, conversations, messages, reports } from '../src/db/schema.ts'
import { startLiveHub } from '../src/live/hub.ts'
import { createFsMediaStore } from '../src/media/fs-store.ts'
import {
  addConversation,
  addCredits,
  createMember,
  createSite,
  type Member,
} from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from './harness.ts'
import { openStream } from './live-stream.ts'

describe.each(backends)('chat on %s', (backend) => {
  let api: Api
  let site: Site
  let paid: Member
  let free: Member
  let others: Member[]
  let blocker: Member
  let unconfirmed: Member
  const host = 'chat.test'
  const cookies = new Map<number, string>()
  let sequence = 0

  const as = (member: Member, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('cookie', cookies.get(member.profile.id) as string)
    return { ...init, headers, host }
  }
  const nextClientId = () => {
    sequence += 1
    return `client-${sequence.toString().padStart(4, '0')}`
  }
  const send = (from: Member, to: Member, body: Record<string, unknown>, clientId?: string) =>
    api.request(
      '/api/message.php',
      as(from, {
        method: 'POST',
        ...json({
          profile_id: to.profile.id,
          client_message_id: clientId ?? nextClientId(),
          ...body,
        }),
      }),
    )
  const credits = async (member: Member) => {
    const response = await api.request('/api/user.php', as(member))
    return v.parse(userResponseSchema, await response.json()).user.credits
  }
  const chatWith = async (member: Member, other: Member) => {
    const response = await api.request(`/api/chat.php?profile_id=${other.profile.id}`, as(member))
    expect(response.status).toBe(200)
    return v.parse(chatResponseSchema, await response.json())
  }
  const streamOf = (member: Member) =>
    openStream(api.baseUrl, {
      cookie: cookies.get(member.profile.id) as string,
      'x-forwarded-host': host,
    })

  beforeAll(async () => {
    api = await startApi(backend, async (_db, _execute, database) => ({
      live: await startLiveHub(database),
    }))
    site = await createSite(api.db, {
      domain: host,
      geoipCountry: 'NL',
      messageCredits: 3,
      // Money, not credits: a message costs message_credits whatever the country's minimum.
      minimumMessageCosts: { NL: { costs: 7.45, currency: 'DKK' } },
      freeMessages: 2,
      freeConversations: 2,
      chatHistoryDays: 30,
    })
    const login = async (member: Member) => {
      cookies.set(member.profile.id, await loginAs(api, host, member.user.email as string))
      return member
    }
    paid = await login(await createMember(api.db, { site, email: 'paid@example.com' }))
    await addCredits(api.db, paid.user.id, 20, 'purchase')
    free = await login(await createMember(api.db, { site, email: 'free@example.com' }))
    others = []
    for (const index of [1, 2, 3]) {
      others.push(await login(await createMember(api.db, { site, email: `o${index}@example.com` })))
    }
    blocker = await login(await createMember(api.db, { site, email: 'blocker@example.com' }))
    unconfirmed = await createMember(api.db, {
      site,
      user: { status: 'not_confirmed' },
      profile: { status: 'disabled' },
    })
  })

  afterAll(async () => {
    await api.stop()
  })

  it('delivers a message live, charges it once however often the send is retried', async () => {
    const stream = await streamOf(others[0] as Member)
    const before = await credits(paid)
    const first = await send(paid, others[0] as Member, { text: 'Hello there!' }, 'retry-me-01')
    expect(first.status).toBe(200)
    const sent = v.parse(sendResultSchema, await first.json())
    expect(sent.credits).toBe(before - 3)
    const retried = await send(paid, others[0] as Member, { text: 'Hello there!' }, 'retry-me-01')
    expect(v.parse(sendResultSchema, await retried.json()).message.id).toBe(sent.message.id)
    expect(await credits(paid)).toBe(before - 3)
    const stored = await api.db
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, 'retry-me-01'))
    expect(stored).toHaveLength(1)

    const event = await stream.next('message', (data) => data.message.id === sent.message.id)
    expect((event.data as { message: { text: string } }).message.text).toBe('Hello there!')
    stream.close()

    const view = await chatWith(others[0] as Member, paid)
    expect(view.messages.map((message) => message.text)).toEqual(['Hello there!'])
    expect(view.peer_unconfirmed).toBe(false)
  })

  it('tells the sender when the message was read, and the reader may type', async () => {
    const senderStream = await streamOf(paid)
    const view = await chatWith(others[0] as Member, paid)
    const read = await api.request(
      '/api/chat-read.php',
      as(others[0] as Member, { method: 'POST', ...json({ conversation: view.conversation_id }) }),
    )
    expect(read.status).toBe(200)
    await senderStream.next('read', (data) => data.conversation_id === view.conversation_id)
    await api.request(
      '/api/typing.php',
      as(others[0] as Member, { method: 'POST', ...json({ conversation: view.conversation_id }) }),
    )
    await senderStream.next('typing', (data) => data.profile_id === others[0]?.profile.id)
    senderStream.close()
    const list = v.parse(
      chatsResponseSchema,
      await (await api.request('/api/chats.php', as(others[0] as Member))).json(),
    )
    expect(list.chats[0]?.num_unread_messages).toBe(0)
  })

  it('gives a free member free messages, then the out-of-credits refusal', async () => {
    const to = others[1] as Member
    expect((await chatWith(free, to)).free_messages_left).toBe(2)
    expect((await send(free, to, { text: 'one' })).status).toBe(200)
    expect((await send(free, to, { text: 'two' })).status).toBe(200)
    const refused = await send(free, to, { text: 'three' })
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ error: 'out_of_credits', credits: 0, cost: 3 })
    await addCredits(api.db, free.user.id, 3, 'adjustment')
    expect((await send(free, to, { text: 'three' })).status).toBe(200)
    expect(await credits(free)).toBe(0)
  })

  it('refuses a third conversation of a free member with the premium refusal', async () => {
    await addCredits(api.db, free.user.id, 30, 'adjustment')
    expect((await send(free, others[2] as Member, { text: 'second chat' })).status).toBe(200)
    expect((await chatWith(free, others[0] as Member)).can_start).toBe(false)
    const third = await send(free, others[0] as Member, { text: 'third chat' })
    expect(third.status).toBe(403)
    expect(((await third.json()) as { error: string }).error).toBe('premium_required')
    // A paid member has no such limit.
    expect((await send(paid, others[1] as Member, { text: 'hi' })).status).toBe(200)
    expect((await send(paid, others[2] as Member, { text: 'hi' })).status).toBe(200)
  })

  it('answers 404 between members who blocked each other, and refuses a too long text', async () => {
    await api.request(
      '/api/block.php',
      as(blocker, { method: 'POST', ...json({ profile_id: paid.profile.id }) }),
    )
    expect((await send(paid, blocker, { text: 'hi' })).status).toBe(404)
    expect((await send(blocker, paid, { text: 'hi' })).status).toBe(404)
    expect(
      (await api.request(`/api/chat.php?profile_id=${blocker.profile.id}`, as(paid))).status,
    ).toBe(404)
    const long = await send(paid, others[1] as Member, { text: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    const empty = await send(paid, others[1] as Member, {})
    expect(empty.status).toBe(400)
  })

  it('shows an unconfirmed member, but refuses to write to them', async () => {
    await addConversation(api.db, unconfirmed.profile.id, paid.profile.id, [
      { from: unconfirmed.profile.id, body: 'Hi, I just joined' },
    ])
    const view = await chatWith(paid, unconfirmed)
    expect(view.peer_unconfirmed).toBe(true)
    const refused = await send(paid, unconfirmed, { text: 'welcome' })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toBe('peer_unconfirmed')
  })

  it('does not serve messages past the history limit, and says so', async () => {
    const old = await createMember(api.db, { site, profile: { name: 'Old friend' } })
    const conversation = await addConversation(api.db, old.profile.id, paid.profile.id, [
      { from: old.profile.id, body: 'long ago' },
      { from: paid.profile.id, body: 'recent' },
    ])
    const [first] = await api.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation))
      .orderBy(messages.id)
    await api.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(messages.id, first?.id as number))
    const view = await chatWith(paid, old)
    expect(view.messages.map((message) => message.text)).toEqual(['recent'])
    expect(view.history_limited).toBe(true)
  })

  it('removes a chat for one side only, by conversation or by profile', async () => {
    const view = await chatWith(paid, others[1] as Member)
    const removed = await api.request(
      '/api/chat.php',
      as(paid, { method: 'DELETE', ...json({ conversation: view.conversation_id }) }),
    )
    expect(removed.status).toBe(200)
    const list = v.parse(
      chatsResponseSchema,
      await (await api.request('/api/chats.php', as(paid))).json(),
    )
    expect(list.chats.map((chat) => chat.profile.id)).not.toContain(others[1]?.profile.id)
    expect((await chatWith(paid, others[1] as Member)).messages).toEqual([])
    expect((await chatWith(others[1] as Member, paid)).messages.length).toBeGreaterThan(0)
    const byProfile = await api.request(
      '/api/chat.php',
      as(paid, { method: 'DELETE', ...json({ profile_id: others[2]?.profile.id }) }),
    )
    expect(byProfile.status).toBe(200)
    const foreign = await api.request(
      '/api/chat.php',
      as(blocker, { method: 'DELETE', ...json({ conversation: view.conversation_id }) }),
    )
    expect(foreign.status).toBe(404)
  })

  it('undoes a removal shortly after: the chat and its unread messages come back, once', async () => {
    const friend = await createMember(api.db, { site, profile: { name: 'Undo friend' } })
    const conversation = await addConversation(api.db, friend.profile.id, paid.profile.id, [
      { from: friend.profile.id, body: 'still there?' },
    ])
    const remove = () =>
      api.request('/api/chat.php', as(paid, { method: 'DELETE', ...json({ conversation }) }))
    const restore = (member: Member = paid) =>
      api.request(
        '/api/chat-restore.php',
        as(member, { method: 'POST', ...json({ conversation }) }),
      )
    const listed = async () => {
      const list = v.parse(
        chatsResponseSchema,
        await (await api.request('/api/chats.php', as(paid))).json(),
      )
      return list.chats.find((chat) => chat.conversation.id === conversation)
    }
    expect((await listed())?.num_unread_messages).toBe(1)
    expect((await remove()).status).toBe(200)
    expect(await listed()).toBeUndefined()
    expect((await restore()).status).toBe(200)
    expect((await listed())?.num_unread_messages).toBe(1)
    expect((await chatWith(paid, friend)).messages.map((message) => message.text)).toEqual([
      'still there?',
    ])
    expect((await restore()).status).toBe(404)

    // Nobody else undoes it, and not a minute later.
    expect((await remove()).status).toBe(200)
    expect((await restore(blocker)).status).toBe(404)
    const longAgo = new Date(Date.now() - 2 * 60_000)
    await api.db
      .update(chatRemovals)
      .set({ removedAt: longAgo })
      .where(eq(chatRemovals.conversationId, conversation))
    await api.db
      .update(conversations)
      .set(
        paid.profile.id < friend.profile.id
          ? { profileAClearedAt: longAgo }
          : { profileBClearedAt: longAgo },
      )
      .where(eq(conversations.id, conversation))
    expect((await restore()).status).toBe(404)
  })

  it('announces a like to the liked member and a match to both', async () => {
    const [liker, liked] = [others[1] as Member, others[2] as Member]
    const likedStream = await streamOf(liked)
    const likerStream = await streamOf(liker)
    const like = (from: Member, to: Member) =>
      api.request(
        '/api/like.php',
        as(from, { method: 'POST', ...json({ profile_id: to.profile.id, source: 'profile' }) }),
      )
    expect((await like(liker, liked)).status).toBe(200)
    await likedStream.next('like', (data) => data.profile_id === liker.profile.id)
    expect((await like(liked, liker)).status).toBe(200)
    await likerStream.next('match', (data) => data.profile_id === liked.profile.id)
    await likedStream.next('match', (data) => data.profile_id === liker.profile.id)
    likedStream.close()
    likerStream.close()
    const { pruneLiveEvents } = await import('../src/live/prune.ts')
    expect(
      await pruneLiveEvents(api.db, new Date(Date.now() + 25 * 60 * 60 * 1000)),
    ).toBeGreaterThan(0)
  })

  it('files a report of a message into the moderation queue', async () => {
    const view = await chatWith(others[0] as Member, paid)
    const message = view.messages[0]
    const response = await api.request(
      '/api/report.php',
      as(others[0] as Member, {
        method: 'POST',
        ...json({ profile_id: paid.profile.id, reason: 'harassment', message_id: message?.id }),
      }),
    )
    expect(response.status).toBe(200)
    const [report] = await api.db
      .select()
      .from(reports)
      .where(eq(reports.messageId, message?.id as number))
    expect(report?.reportedProfileId).toBe(paid.profile.id)
  })
})

describe.each(backends)('the live stream across an api restart on %s', (backend) => {
  it('loses no message: a reconnect with Last-Event-ID delivers what was missed', async () => {
    const { openTestDatabase } = await import('./harness.ts')
    const database = await openTestDatabase(backend)
    const media = createFsMediaStore(`/tmp/chat-restart-${process.pid}`)
    const serveApi = async () => {
      const live = await startLiveHub(database)
      const app = createApp({ db: database.db, media, live, log: () => {}, siteCacheMs: 0 })
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
          resolve(started),
        )
      })
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const stop = async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
        await live.stop()
      }
      return { url, stop }
    }
    const host = 'restart.test'
    const site = await createSite(database.db, { domain: host, geoipCountry: 'NL' })
    const alice = await createMember(database.db, { site, email: 'alice@example.com' })
    const bob = await createMember(database.db, { site, email: 'bob@example.com' })
    await addCredits(database.db, alice.user.id, 100, 'purchase')

    let running = await serveApi()
    const loginOn = async (url: string, email: string) => {
      const response = await fetch(`${url}/api/user.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': host },
        body: JSON.stringify({ email, password: 'Test-password-1' }),
      })
      return (response.headers.getSetCookie()[0] as string).split(';')[0] as string
    }
    const aliceCookie = await loginOn(running.url, 'alice@example.com')
    const bobCookie = await loginOn(running.url, 'bob@example.com')
    const sendAs = (url: string, text: string, id: string) =>
      fetch(`${url}/api/message.php`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-host': host,
          cookie: aliceCookie,
        },
        body: JSON.stringify({ profile_id: bob.profile.id, client_message_id: id, text }),
      })

    const bobHeaders = { cookie: bobCookie, 'x-forwarded-host': host }
    const stream = await openStream(running.url, bobHeaders)
    await stream.next('ready')
    expect((await sendAs(running.url, 'before the restart', 'restart-001')).status).toBe(200)
    await stream.next('message', (data) => data.message.text === 'before the restart')
    const lastSeen = stream.lastId() as string
    stream.close()
    await running.stop()

    running = await serveApi()
    expect((await sendAs(running.url, 'while bob was away', 'restart-002')).status).toBe(200)
    // The browser's retry of the send that was in flight when the api went down.
    expect((await sendAs(running.url, 'while bob was away', 'restart-002')).status).toBe(200)
    const resumed = await openStream(running.url, { ...bobHeaders, 'last-event-id': lastSeen })
    await resumed.next('message', (data) => data.message.text === 'while bob was away')
    expect((await sendAs(running.url, 'after the restart', 'restart-003')).status).toBe(200)
    await resumed.next('message', (data) => data.message.text === 'after the restart')
    const texts = resumed.events
      .filter((event) => event.type === 'message')
      .map((event) => (event.data as { message: { text: string } }).message.text)
    expect(texts).toEqual(['while bob was away', 'after the restart'])
    resumed.close()
    await running.stop()
    await database.close()
    await database.drop()
  })
})
