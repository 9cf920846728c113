/**
 * Sending a message: the message, its ledger entry and its live events are one transaction,
 * and the sender's client message id makes a retry return the stored message unchanged.
 */
import type { MessageKind } from '@dating/domain/chat'
import { and, eq, sql } from 'drizzle-orm'
import type { Site } from '../http/context.ts'
import {
  balanceOf,
  type Executor,
  InsufficientCreditsError,
  spendLockedCredits,
} from '../credits/ledger.ts'
import type { Database } from '../db/client.ts'
import { conversations, messages, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { publishToMembers } from '../live/publish.ts'
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

/**
 * The answer to a send whose client message id was stored before (a retry), or null: for
 * senders that check before expensive work (a photo is decoded only for a new send).
 */
export async function earlierSend(
  db: Database,
  input: { site: Site; sender: Sender; clientMessageId: string },
): Promise<SendOutcome | null> {
  const { sender } = input
  const [earlier] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.senderProfileId, sender.profileId),
        eq(messages.clientMessageId, input.clientMessageId),
      ),
    )
    .limit(1)
  if (!earlier) return null
  const [account] = await db
    .select({ freeMessagesUsed: users.freeMessagesUsed })
    .from(users)
    .where(eq(users.id, sender.userId))
  return {
    message: earlier,
    credits: await balanceOf(db, sender.userId),
    freeMessagesLeft: freeMessagesLeft(input.site, {
      paidUser: sender.paidUser,
      freeMessagesUsed: account?.freeMessagesUsed ?? 0,
    }),
    created: false,
  }
}

/**
 * What the send needs to know, read in one round trip under the sender's ledger lock (their
 * `users` row, as `lockMemberCredits` takes it): free messages used, balance, an earlier message
 * with this client message id, and the conversation with the peer.
 */
async function lockedSendState(
  tx: Executor,
  sender: Sender,
  peerId: number,
  clientMessageId: string,
) {
  const [a, b] = orderedPair(sender.profileId, peerId)
  const [state] = await tx
    .select({
      freeMessagesUsed: users.freeMessagesUsed,
      // drizzle leaves columns unqualified in a one-table select: the subqueries use aliases.
      balance: sql<number>`(select coalesce(sum(cl.delta), 0) from credit_ledger cl where cl.user_id = "users"."id")::int`,
      earlierId: sql<
        string | number | null
      >`(select m.id from messages m where m.sender_profile_id = ${sender.profileId} and m.client_message_id = ${clientMessageId})`,
      conversationId: sql<
        number | null
      >`(select c.id from conversations c where c.profile_a_id = ${a} and c.profile_b_id = ${b})`,
    })
    .from(users)
    .where(eq(users.id, sender.userId))
    .for('update')
  if (!state) throw new ApiError('authentication_required')
  return {
    freeMessagesUsed: state.freeMessagesUsed,
    balance: Number(state.balance),
    earlierId: state.earlierId === null ? null : Number(state.earlierId),
    conversationId: state.conversationId,
  }
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
      const state = await lockedSendState(tx, sender, peer.profileId, input.clientMessageId)
      const freeLeft = freeMessagesLeft(site, { ...sender, ...state })
      if (state.earlierId !== null) {
        const [earlier] = await tx.select().from(messages).where(eq(messages.id, state.earlierId))
        if (!earlier) throw new Error('Message vanished under the sender lock')
        return {
          message: earlier,
          credits: state.balance,
          freeMessagesLeft: freeLeft,
          created: false,
        }
      }
      if (peer.unconfirmed) throw new ApiError('peer_unconfirmed')

      const conversationId =
        state.conversationId ?? (await openConversation(tx, me, peer.profileId)).id
      if (!sender.paidUser && !(await hasWrittenIn(tx, me, conversationId))) {
        if ((await conversationsWrittenIn(tx, me)) >= site.freeConversations) {
          throw new ApiError('premium_required')
        }
      }

      const cost = costOf(outgoing.kind, chatPricing(site), {
        paidUser: sender.paidUser,
        freeMessagesLeft: freeLeft,
      })
      const credits = await spendLockedCredits(tx, {
        userId: sender.userId,
        reason: 'spend',
        reference: `message:${me}:${input.clientMessageId}`,
        cost: cost.credits,
        balance: state.balance,
        createdAt: now,
      })
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId,
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
        .where(eq(conversations.id, conversationId))
      if (cost.usesFreeMessage) {
        await tx
          .update(users)
          .set({ freeMessagesUsed: sql`${users.freeMessagesUsed} + 1` })
          .where(eq(users.id, sender.userId))
      }

      const view = { type: 'message', data: { message: messageView(message) } } as const
      await publishToMembers(tx, [
        { profileId: peer.profileId, event: view },
        { profileId: me, event: view },
        ...(cost.credits > 0
          ? [{ profileId: me, event: { type: 'balance', data: { credits } } as const }]
          : []),
      ])
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
