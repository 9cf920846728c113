/** Chat (docs/api.md, Chat): one conversation, sending, read receipts, typing. */
import { idParamSchema } from '@dating/domain/ids'
import { conversationRefSchema, sendMessageSchema, typingSchema } from '@dating/domain/chat'
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { messages, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession, today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { readJsonBody, readQuery } from '../http/input.ts'
import { publishToMember, publishTransient } from '../live/publish.ts'
import { notifyFromRequest } from '../notifications/request.ts'
import { summariesByIds } from '../profiles/summaries.ts'
import {
  chatPeer,
  clearedAtFor,
  conversationBetween,
  messageView,
  otherMemberOf,
  ownConversation,
  readReceivedMessages,
} from './conversations.ts'
import { canWriteTo } from './conversation-starts.ts'
import { chatPricing, freeMessagesLeft, historyCutoff } from './rules.ts'
import { sendMessage } from './send.ts'

const messagesPageSize = 200

async function resolveGif(c: Context<AppEnv>, id: string): Promise<string> {
  const url = await c.var.deps.gifs.resolve(id)
  if (!url) throw new ApiError('validation_failed', { field: 'gif' })
  return url
}

const chatQuerySchema = v.union([
  v.object({ id: idParamSchema }),
  v.object({ profile_id: idParamSchema }),
])

export const chatRoutes = new Hono<AppEnv>()
  .get('/api/chat.php', async (c) => {
    const session = requireSession(c)
    const me = session.profileId
    const { db } = c.var.deps
    const query = readQuery(c, chatQuerySchema)
    const conversation =
      'id' in query
        ? await ownConversation(db, me, query.id)
        : await conversationBetween(db, me, query.profile_id)
    const otherId = conversation
      ? otherMemberOf(conversation, me)
      : (query as { profile_id: number }).profile_id
    const peer = await chatPeer(db, c.var.site.id, me, otherId)
    const now = c.var.deps.now()
    const cutoff = historyCutoff(c.var.site, now)
    const cleared = conversation ? clearedAtFor(conversation, me) : null
    const from = cleared && cleared > cutoff ? cleared : cutoff

    const rows = conversation
      ? await db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, conversation.id),
              gt(messages.createdAt, from),
              isNull(messages.removedAt),
            ),
          )
          .orderBy(desc(messages.id))
          .limit(messagesPageSize)
      : []
    const [older] = conversation
      ? await db
          .select({ id: messages.id })
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, conversation.id),
              lte(messages.createdAt, cutoff),
              cleared ? gt(messages.createdAt, cleared) : undefined,
            ),
          )
          .limit(1)
      : []
    const [account] = await db
      .select({ freeMessagesUsed: users.freeMessagesUsed })
      .from(users)
      .where(eq(users.id, session.userId))
    const freeLeft = freeMessagesLeft(c.var.site, {
      paidUser: session.paidUser,
      freeMessagesUsed: account?.freeMessagesUsed ?? 0,
    })
    const summaries = await summariesByIds(db, [peer.profileId], viewerOf(c), today(c))
    const profile = summaries.get(peer.profileId)
    if (!profile) throw new ApiError('not_found')
    const canStart = await canWriteTo(db, c.var.site, session, peer.profileId)
    const prices = chatPricing(c.var.site)
    return c.json({
      conversation_id: conversation?.id ?? null,
      profile,
      messages: rows.reverse().map((row) => messageView(row)),
      history_limited: older !== undefined,
      peer_unconfirmed: peer.unconfirmed,
      prices: { ...prices, message_length: c.var.site.messageLength },
      free_messages_left: freeLeft,
      can_start: canStart,
    })
  })
  .post('/api/message.php', async (c) => {
    const session = requireSession(c)
    const input = await readJsonBody(c, sendMessageSchema)
    const site = c.var.site
    if (input.text !== undefined && input.text.length > site.messageLength) {
      throw new ApiError('validation_failed', { field: 'text' })
    }
    if (input.text !== undefined && input.text.length === 0) {
      throw new ApiError('validation_failed', { field: 'text' })
    }
    const { db } = c.var.deps
    const peer = await chatPeer(db, site.id, session.profileId, input.profile_id)
    const outgoing = input.gift
      ? { kind: 'gift' as const, body: '', attachment: input.gift }
      : input.gif
        ? { kind: 'gif' as const, body: '', attachment: await resolveGif(c, input.gif) }
        : { kind: 'text' as const, body: input.text ?? '', attachment: null }
    const outcome = await sendMessage(db, {
      site,
      sender: session,
      peer,
      clientMessageId: input.client_message_id,
      outgoing,
      now: c.var.deps.now(),
    })
    if (outcome.created) {
      await notifyFromRequest(c, peer.profileId, {
        kind: 'message',
        from: session.profileId,
        conversationId: outcome.message.conversationId,
        messageId: outcome.message.id,
        text: outcome.message.body || undefined,
      })
    }
    return c.json({
      message: messageView(outcome.message),
      credits: outcome.credits,
      free_messages_left: outcome.freeMessagesLeft,
    })
  })
  .post('/api/chat-read.php', async (c) => {
    const me = requireSession(c).profileId
    const { conversation: id } = await readJsonBody(c, conversationRefSchema)
    const { db } = c.var.deps
    const conversation = await ownConversation(db, me, id)
    const now = c.var.deps.now()
    await db.transaction(async (tx) => {
      const readIds = await readReceivedMessages(tx, conversation.id, me, now)
      if (readIds.length === 0) return
      const upTo = Math.max(...readIds)
      await publishToMember(tx, otherMemberOf(conversation, me), {
        type: 'read',
        data: { conversation_id: conversation.id, up_to: upTo },
      })
      await publishToMember(tx, me, {
        type: 'read',
        data: { conversation_id: conversation.id, up_to: upTo },
      })
    })
    return c.json({ ok: true as const })
  })
  .post('/api/typing.php', async (c) => {
    const me = requireSession(c).profileId
    const { conversation: id } = await readJsonBody(c, typingSchema)
    const { db } = c.var.deps
    const conversation = await ownConversation(db, me, id)
    const other = otherMemberOf(conversation, me)
    await chatPeer(db, c.var.site.id, me, other)
    await publishTransient(db, other, {
      type: 'typing',
      data: { conversation_id: conversation.id, profile_id: me },
    })
    return c.json({ ok: true as const })
  })
