/**
 * Decision 046:
 * - a message a moderator removed was still served: its photo by chat-photo.php, its text by
 *   the live replay (`last_event_id=0`), in the notifications waiting to go out and in the other
 *   member's export;
 * - the spend was keyed on the client message id, and a block deletes the message but not the
 *   ledger entry, so the same id then sent a 15-credit gift for free: a client message id now
 *   answers only the same send, anything else is `409 client_id_reused`;
 * - block and unblock deleted the conversation, so a free member opened a third, a fourth…:
 *   the conversations a member started are counted, not the ones that still exist.
 */
import { exportPath } from '@dating/domain/account'
import { chatResponseSchema, sendResultSchema } from '@dating/domain/chat'
import { errorSchema, userResponseSchema } from '@dating/domain/entities'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { creditLedger, messages } from '../../src/db/schema.ts'
import { notificationQueue } from '../../src/notifications/schema.ts'
import { startLiveHub } from '../../src/live/hub.ts'
import {
  addCredits,
  createMember,
  createSite,
  createStaff,
  type Member,
} from '../../src/testing/builders.ts'
import { type Api, asStaff, backends, json, loginAs, staffLogin, startApi } from '../harness.ts'
import { openStream } from '../live-stream.ts'

const host = 'chat-integrity.test'

describe.each(backends)('messages hold under attack on %s', (backend) => {
  let api: Api
  let site: Site
  let moderator: string
  let sequence = 0
  const cookies = new Map<number, string>()

  beforeAll(async () => {
    api = await startApi(backend, async (_db, _execute, database) => ({
      live: await startLiveHub(database),
    }))
    site = await createSite(api.db, {
      domain: host,
      messageCredits: 3,
      giftCredits: 15,
      photoCredits: 4,
      freeMessages: 5,
      freeConversations: 2,
      minimumMessageCosts: {},
    })
    moderator = await staffLogin(
      api,
      await createStaff(api.db, { roles: [{ site, role: 'moderator' }] }),
    )
  })
  afterAll(() => api.stop())

  async function member(options: Partial<Parameters<typeof createMember>[1]> = {}) {
    sequence += 1
    const created = await createMember(api.db, {
      site,
      email: `writer.${sequence}@example.com`,
      ...options,
    })
    cookies.set(created.profile.id, await loginAs(api, host, created.user.email as string))
    return created
  }
  const as = (who: Member, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('cookie', cookies.get(who.profile.id) as string)
    return { ...init, headers, host }
  }
  const send = (from: Member, to: Member, clientId: string, body: Record<string, unknown>) =>
    api.request(
      '/api/message.php',
      as(from, {
        method: 'POST',
        ...json({ profile_id: to.profile.id, client_message_id: clientId, ...body }),
      }),
    )
  const sendPhoto = async (from: Member, to: Member, clientId: string) => {
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.set('profile_id', String(to.profile.id))
    form.set('client_message_id', clientId)
    form.set('photo', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'a.jpg')
    return api.request('/api/chat-photo.php', as(from, { method: 'POST', body: form }))
  }
  const block = (who: Member, other: Member, method: 'POST' | 'DELETE') =>
    api.request('/api/block.php', as(who, { method, ...json({ profile_id: other.profile.id }) }))
  const creditsOf = async (who: Member) =>
    v.parse(userResponseSchema, await (await api.request('/api/user.php', as(who))).json()).user
      .credits
  const errorOf = async (response: Response) => [
    response.status,
    v.parse(errorSchema, await response.json()).error,
  ]
  const sent = async (response: Response) => {
    expect(response.status).toBe(200)
    return v.parse(sendResultSchema, await response.json()).message
  }
  const removeMessage = async (offender: Member, messageId: number) => {
    const response = await api.request(
      '/api/moderation/decisions.php',
      asStaff(moderator, {
        method: 'POST',
        ...json({
          profile_id: offender.profile.id,
          restriction: 'message_removed',
          message_id: messageId,
          ground: 'terms',
          reason: 'spam',
          facts: 'The message asks the other member for money.',
          automated: false,
        }),
      }),
    )
    expect(response.status).toBe(201)
  }

  it('answers a client message id only for the same send: a gift after a block is no refund', async () => {
    const ann = await member()
    const bob = await member()
    await addCredits(api.db, ann.user.id, 40)
    const text = await sent(await send(ann, bob, 'reused-01', { text: 'Hello Bob' }))
    const afterText = await creditsOf(ann)
    expect(afterText).toBe(37)
    // A retry of the same send is the same message, charged once.
    expect((await sent(await send(ann, bob, 'reused-01', { text: 'Hello Bob' }))).id).toBe(text.id)
    // The same id for another content, kind or peer is refused.
    expect(await errorOf(await send(ann, bob, 'reused-01', { text: 'Other words' }))).toEqual([
      409,
      'client_id_reused',
    ])
    expect(await errorOf(await send(ann, bob, 'reused-01', { gift: 'rose' }))).toEqual([
      409,
      'client_id_reused',
    ])
    const cleo = await member()
    expect(await errorOf(await send(ann, cleo, 'reused-01', { text: 'Hello Bob' }))).toEqual([
      409,
      'client_id_reused',
    ])
    expect(await errorOf(await sendPhoto(ann, cleo, 'reused-01'))).toEqual([
      409,
      'client_id_reused',
    ])

    // A block deletes the conversation and its messages, not the ledger entry of the send.
    expect((await block(ann, bob, 'POST')).status).toBe(200)
    expect((await block(ann, bob, 'DELETE')).status).toBe(200)
    expect(await errorOf(await send(ann, bob, 'reused-01', { gift: 'rose' }))).toEqual([
      409,
      'client_id_reused',
    ])
    expect(await creditsOf(ann)).toBe(afterText)
    // A new id pays the gift's price, booked with the gift.
    const gift = await sent(await send(ann, bob, 'gift-0002', { gift: 'rose' }))
    expect(await creditsOf(ann)).toBe(afterText - 15)
    const [entry] = await api.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, ann.user.id), eq(creditLedger.delta, -15)))
    expect(entry?.reference).toBe(`message:${ann.profile.id}:gift-0002`)
    expect(gift.kind).toBe('gift')
  })

  it('counts the conversations a free member started, however often they block and unblock', async () => {
    const dan = await member()
    const [first, second, third] = [await member(), await member(), await member()]
    await sent(await send(dan, first as Member, 'start-01', { text: 'Hi one' }))
    await sent(await send(dan, second as Member, 'start-02', { text: 'Hi two' }))
    expect(
      await errorOf(await send(dan, third as Member, 'start-03', { text: 'Hi three' })),
    ).toEqual([403, 'premium_required'])
    for (const other of [first, second] as Member[]) {
      expect((await block(dan, other, 'POST')).status).toBe(200)
      expect((await block(dan, other, 'DELETE')).status).toBe(200)
    }
    expect(
      await errorOf(await send(dan, third as Member, 'start-04', { text: 'Hi three' })),
    ).toEqual([403, 'premium_required'])
    const chat = await api.request(`/api/chat.php?profile_id=${third?.profile.id}`, as(dan))
    expect(v.parse(chatResponseSchema, await chat.json()).can_start).toBe(false)
    // Writing again to a member written to before opens no new count.
    await sent(await send(dan, first as Member, 'start-05', { text: 'Hi again' }))
  })

  it('hides a removed message everywhere: chat, its photo, the live replay, notifications, exports', async () => {
    const eve = await member()
    const fred = await member()
    await addCredits(api.db, eve.user.id, 40)
    await sent(await send(eve, fred, 'kept-0001', { text: 'Nice to meet you' }))
    const bad = await sent(await send(eve, fred, 'bad-0001', { text: 'Send me money now' }))
    const photo = await sent(await sendPhoto(eve, fred, 'bad-photo-01'))
    expect((await api.request(photo.media as string, as(fred))).status).toBe(200)
    const queued = await api.db
      .select()
      .from(notificationQueue)
      .where(eq(notificationQueue.fromProfileId, eve.profile.id))
    expect(queued.length).toBeGreaterThan(0)

    await removeMessage(eve, bad.id)
    await removeMessage(eve, photo.id)

    for (const reader of [fred, eve]) {
      const chat = await api.request(
        `/api/chat.php?profile_id=${(reader === fred ? eve : fred).profile.id}`,
        as(reader),
      )
      const shown = v.parse(chatResponseSchema, await chat.json()).messages.map((m) => m.id)
      expect(shown).not.toContain(bad.id)
      expect(shown).not.toContain(photo.id)
      expect((await api.request(photo.media as string, as(reader))).status).toBe(404)
    }

    // A reconnect from the start replays the stored events; a message sent after the removal
    // marks the end of what the replay holds.
    await sent(await send(eve, fred, 'after-0001', { text: 'Still there?' }))
    const replayed = await openStream(api.baseUrl, {
      cookie: cookies.get(fred.profile.id) as string,
      'x-forwarded-host': host,
      'last-event-id': '0',
    })
    await replayed.next('message', (data) => data.message.text === 'Still there?')
    const replayedIds = replayed.events
      .filter((event) => event.type === 'message')
      .map((event) => (event.data as { message: { id: number } }).message.id)
    replayed.close()
    expect(replayedIds).not.toContain(bad.id)
    expect(replayedIds).not.toContain(photo.id)
    expect(JSON.stringify(replayed.events)).not.toContain('Send me money now')

    const waiting = await api.db
      .select()
      .from(notificationQueue)
      .where(eq(notificationQueue.fromProfileId, eve.profile.id))
    expect(JSON.stringify(waiting.map((row) => row.detail))).not.toContain('Send me money now')
    for (const row of waiting.filter(
      (row) => row.messageId === bad.id || row.messageId === photo.id,
    )) {
      expect(row.sentAt === null && row.cancelledAt === null).toBe(false)
    }

    const exported = await (await api.request(exportPath, as(fred))).text()
    expect(exported).toContain('Nice to meet you')
    expect(exported).not.toContain('Send me money now')
    const [stored] = await api.db.select().from(messages).where(eq(messages.id, bad.id))
    expect(stored?.removedAt).not.toBeNull()
  })
})
