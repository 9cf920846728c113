/** Reading conversations as one of their two members sees them. */
import { type ChatMessage, chatPhotoPath, type GiftSlug, giftImagePath } from '@dating/domain/chat'
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { Executor } from '../credits/ledger.ts'
import { blocks, conversations, messages, profiles, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'

export type Conversation = typeof conversations.$inferSelect
export type MessageRow = typeof messages.$inferSelect

export function orderedPair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a]
}

export function otherMemberOf(conversation: Conversation, me: number): number {
  return conversation.profileAId === me ? conversation.profileBId : conversation.profileAId
}

/** Marks the messages the member received in the conversation and had not read; their ids. */
export async function readReceivedMessages(
  db: Database,
  conversationId: number,
  me: number,
  now: Date,
): Promise<number[]> {
  const read = await db
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderProfileId, me),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id })
  return read.map((row) => row.id)
}

/** When the member removed the chat on their side (older messages stay hidden from them). */
export function clearedAtFor(conversation: Conversation, me: number): Date | null {
  return conversation.profileAId === me
    ? conversation.profileAClearedAt
    : conversation.profileBClearedAt
}

export async function conversationBetween(
  db: Executor,
  me: number,
  other: number,
): Promise<Conversation | null> {
  const [a, b] = orderedPair(me, other)
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.profileAId, a), eq(conversations.profileBId, b)))
    .limit(1)
  return row ?? null
}

/** A conversation of the member, or 404 (someone else's looks the same as a missing one). */
export async function ownConversation(db: Database, me: number, id: number): Promise<Conversation> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.profileAId, me), eq(conversations.profileBId, me)),
      ),
    )
    .limit(1)
  if (!row) throw new ApiError('not_found')
  return row
}

export type ChatPeer = { profileId: number; userId: number; unconfirmed: boolean }

/**
 * The member to chat with: another profile of the brand that is active, or whose account
 * waits for its email confirmation (SPEC §8), and that neither blocked nor was blocked by the
 * member. Anything else is 404, as everywhere a block applies.
 */
export async function chatPeer(
  db: Executor,
  siteId: number,
  me: number,
  other: number,
): Promise<ChatPeer> {
  if (other === me) throw new ApiError('not_found')
  const [row] = await db
    .select({
      profileId: profiles.id,
      userId: users.id,
      profileStatus: profiles.status,
      userStatus: users.status,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${me} and ${blocks.blockedProfileId} = ${other}) or (${blocks.blockerProfileId} = ${other} and ${blocks.blockedProfileId} = ${me}))`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, other), eq(profiles.siteId, siteId)))
    .limit(1)
  if (!row || row.blocked) throw new ApiError('not_found')
  const unconfirmed = row.userStatus === 'not_confirmed'
  if (row.profileStatus !== 'active' && !unconfirmed) throw new ApiError('not_found')
  return { profileId: row.profileId, userId: row.userId, unconfirmed }
}

/**
 * The api's view of a message. A gift's picture is a path under the brand's cdn prefix; a chat
 * photo's is the api path that checks who asks.
 */
export function messageView(row: MessageRow, conversationId = row.conversationId): ChatMessage {
  return {
    id: row.id,
    conversation_id: conversationId,
    sender_id: row.senderProfileId,
    kind: row.kind,
    text: row.body,
    gift: row.kind === 'gift' ? (row.attachment as GiftSlug) : null,
    media:
      row.kind === 'gif'
        ? row.attachment
        : row.kind === 'photo'
          ? chatPhotoPath(row.id)
          : row.kind === 'gift'
            ? giftImagePath(row.attachment as GiftSlug)
            : null,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}
