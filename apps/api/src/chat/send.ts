/**
 * Sending a message: the message, its ledger entry and its live events are one transaction,
 * and the sender's client message id makes a retry of the same send return the stored message
 * unchanged; the id answers no other send (decision 046).
 */
import type { MessageKind } from '@dating/domain/chat'
import { and, eq, sql } from 'drizzle-orm'
import type { Site } from '../http/context.ts'
import {
  balanceOf,
  type Executor,
  hasLedgerEntry,
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
  otherMemberOf,
} from './conversations.ts'
import { canWriteTo } from './conversation-starts.ts'
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

async function openConversation(tx: Executor, me: number, other: number): Promise<Conversation> {
  const existing = await conversationBetween(tx, me, other)
  if (existing) return existing
  const [a, b] = orderedPair(me, other)
  await tx.insert(conversations).values({ profileAId: a, profileBId: b }).onConflictDoNothing()
  const created = await conversationBetween(tx, me, other)
  if (!created) throw new Error('Conversation was not created')
  return created
}

/** The ledger reference of a send's price: the sender's client message id. */
export const sendReference = (senderProfileId: number, clientMessageId: string) =>
  `message:${senderProfileId}:${clientMessageId}`

/**
 * Whether a stored message is the send asked for again (a retry): the same peer, kind and
 * content. A photo's bytes are not compared (its file is stored under a new key each time).
 */
function isSameSend(
  earlier: MessageRow,
  earlierPeer: number | null,
  send: { peerId: number; outgoing: Outgoing | { kind: 'photo' } },
): boolean {
  if (earlierPeer !== send.peerId || earlier.kind !== send.outgoing.kind) return false
  if (send.outgoing.kind === 'photo') return true
  return earlier.body === send.outgoing.body && earlier.attachment === send.outgoing.attachment
}

/** The other member of the conversation a message was sent in. */
async function peerOf(db: Executor, message: MessageRow): Promise<number | null> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, message.conversationId))
  return conversation ? otherMemberOf(conversation, message.senderProfileId) : null
}

/**
 * The answer to a send whose client message id was stored before (a retry), or null: for
 * senders that check before expensive work (a photo is decoded only for a new send). A used id
 * for another send is `409 client_id_reused`, also when its message is gone but its price was
 * booked (a block deleted the conversation).
 */
export async function earlierSend(
  db: Database,
  input: { site: Site; sender: Sender; peerId: number; kind: 'photo'; clientMessageId: string },
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
  if (!earlier) {
    const reference = sendReference(sender.profileId, input.clientMessageId)
    if (await hasLedgerEntry(db, 'spend', reference)) throw new ApiError('client_id_reused')
    return null
  }
  const send = { peerId: input.peerId, outgoing: { kind: input.kind } }
  if (!isSameSend(earlier, await peerOf(db, earlier), send)) {
    throw new ApiError('client_id_reused')
  }
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
      paidBefore: sql<boolean>`exists (select 1 from credit_ledger cl where cl.reason = 'spend' and cl.reference = ${sendReference(sender.profileId, clientMessageId)})`,
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
    paidBefore: Boolean(state.paidBefore),
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
        const send = { peerId: peer.profileId, outgoing }
        if (!isSameSend(earlier, await peerOf(tx, earlier), send)) {
          throw new ApiError('client_id_reused')
        }
        return {
          message: earlier,
          credits: state.balance,
          freeMessagesLeft: freeLeft,
          created: false,
        }
      }
      // The id paid for a send whose message is gone (a block deleted it): not this send's.
      if (state.paidBefore) throw new ApiError('client_id_reused')
      if (peer.unconfirmed) throw new ApiError('peer_unconfirmed')

      const conversationId =
        state.conversationId ?? (await openConversation(tx, me, peer.profileId)).id
      if (!(await canWriteTo(tx, site, sender, peer.profileId))) {
        throw new ApiError('premium_required')
      }

      const cost = costOf(outgoing.kind, chatPricing(site), {
        paidUser: sender.paidUser,
        freeMessagesLeft: freeLeft,
      })
      const credits = await spendLockedCredits(tx, {
        userId: sender.userId,
        reason: 'spend',
        reference: sendReference(me, input.clientMessageId),
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
