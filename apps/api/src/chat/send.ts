/**
 * Sending a message: the message, its ledger entry and its live events are one transaction,
 * and the sender's client message id makes a retry return the stored message unchanged.
 */
import type { MessageKind } from '@dating/domain/chat'
import { and, eq, sql } from 'drizzle-orm'
import type { Site } from '../context.ts'
import {
  balanceOf,
  type Executor,
  InsufficientCreditsError,
  lockMemberCredits,
  spendCredits,
} from '../credits/ledger.ts'
import type { Database } from '../db/client.ts'
import { conversations, messages, profiles, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { publishToMember } from '../live/publish.ts'
import {
  type ChatPeer,
  type Conversation,
  conversationBetween,
  type MessageRow,
  messageView,
  orderedPair,
} from './conversations.ts'
import { chatPricing, costOf, freeMessagesLeft } from './rules.ts'

export type Sender = { userId: number; profileId: number; paidUser: boolean }

export type Outgoing = { kind: MessageKind; body: string; attachment: string | null }

export type SendOutcome = {
  message: MessageRow
  credits: number
  freeMessagesLeft: number
  /** False when the client message id was sent before: nothing was stored or charged now. */
  created: boolean
}

/** Conversations the member wrote in (a free member may write in `free_conversations`). */
async function conversationsWrittenIn(tx: Executor, me: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(distinct ${messages.conversationId})::int` })
    .from(messages)
    .where(eq(messages.senderProfileId, me))
  return Number(row?.count ?? 0)
}

async function hasWrittenIn(tx: Executor, me: number, conversationId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderProfileId, me)))
    .limit(1)
  return row !== undefined
}

async function openConversation(tx: Executor, me: number, other: number): Promise<Conversation> {
  const existing = await conversationBetween(tx, me, other)
  if (existing) return existing
  const [a, b] = orderedPair(me, other)
  await tx.insert(conversations).values({ profileAId: a, profileBId: b }).onConflictDoNothing()
  const created = await conversationBetween(tx, me, other)
  if (!created) throw new Error('Conversation was not created')
  return created
}

export async function sendMessage(
  db: Database,
  input: {
    site: Site
    sender: Sender
    peer: ChatPeer
    clientMessageId: string
    outgoing: Outgoing
    now: Date
  },
): Promise<SendOutcome> {
  const { site, sender, peer, outgoing, now } = input
  const me = sender.profileId
  try {
    return await db.transaction(async (tx) => {
      await lockMemberCredits(tx, sender.userId)
      const [account] = await tx
        .select({ freeMessagesUsed: users.freeMessagesUsed, country: profiles.country })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, sender.userId))
      if (!account) throw new ApiError('authentication_required')
      const freeLeft = freeMessagesLeft(site, { ...sender, ...account })

      const [earlier] = await tx
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.senderProfileId, me),
            eq(messages.clientMessageId, input.clientMessageId),
          ),
        )
        .limit(1)
      if (earlier) {
        return {
          message: earlier,
          credits: await balanceOf(tx, sender.userId),
          freeMessagesLeft: freeLeft,
          created: false,
        }
      }
      if (peer.unconfirmed) throw new ApiError('peer_unconfirmed')

      const conversation = await openConversation(tx, me, peer.profileId)
      if (!sender.paidUser && !(await hasWrittenIn(tx, me, conversation.id))) {
        if ((await conversationsWrittenIn(tx, me)) >= site.freeConversations) {
          throw new ApiError('premium_required')
        }
      }

      const cost = costOf(outgoing.kind, chatPricing(site, account.country), {
        paidUser: sender.paidUser,
        freeMessagesLeft: freeLeft,
      })
      const credits = await spendCredits(tx, {
        userId: sender.userId,
        reason: 'spend',
        reference: `message:${me}:${input.clientMessageId}`,
        cost: cost.credits,
        createdAt: now,
      })
      if (cost.usesFreeMessage) {
        await tx
          .update(users)
          .set({ freeMessagesUsed: sql`${users.freeMessagesUsed} + 1` })
          .where(eq(users.id, sender.userId))
      }
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderProfileId: me,
          body: outgoing.body,
          kind: outgoing.kind,
          attachment: outgoing.attachment,
          clientMessageId: input.clientMessageId,
          credits: cost.credits,
          createdAt: now,
        })
        .returning()
      if (!message) throw new Error('Message was not stored')
      await tx
        .update(conversations)
        .set({ updatedAt: now })
        .where(eq(conversations.id, conversation.id))

      const view = messageView(message)
      await publishToMember(tx, peer.profileId, { type: 'message', data: { message: view } })
      await publishToMember(tx, me, { type: 'message', data: { message: view } })
      if (cost.credits > 0) await publishToMember(tx, me, { type: 'balance', data: { credits } })
      return {
        message,
        credits,
        freeMessagesLeft: freeLeft - (cost.usesFreeMessage ? 1 : 0),
        created: true,
      }
    })
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new ApiError('out_of_credits', undefined, {
        credits: error.balance,
        cost: error.cost,
      })
    }
    throw error
  }
}
