/**
 * Removing a chat from the member's list (SPEC §7), on their side only, and undoing it for a
 * short while: the removal keeps what it changed (`chat_removals`), the undo puts it back.
 */
import { chatDeletionSchema, chatRemovalUndo, conversationRefSchema } from '@dating/domain/chat'
import { and, desc, eq, gt, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { chatRemovals, conversations, messages } from '../db/schema.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { publishToMember } from '../live/publish.ts'
import {
  clearedAtFor,
  conversationBetween,
  ownConversation,
  readReceivedMessages,
} from './conversations.ts'

export const conversationRemovalRoutes = new Hono<AppEnv>()
  .delete('/api/chat.php', async (c) => {
    const me = requireSession(c).profileId
    const body = await readJsonBody(c, chatDeletionSchema)
    const { db } = c.var.deps
    const conversation =
      'conversation' in body
        ? await ownConversation(db, me, body.conversation)
        : await conversationBetween(db, me, body.profile_id)
    if (!conversation) throw new ApiError('not_found')
    const now = c.var.deps.now()
    const mine = conversation.profileAId === me
    await db.transaction(async (tx) => {
      await tx
        .update(conversations)
        .set(mine ? { profileAClearedAt: now } : { profileBClearedAt: now })
        .where(eq(conversations.id, conversation.id))
      // Removed messages no longer count as unread.
      const readIds = await readReceivedMessages(tx, conversation.id, me, now)
      await tx.insert(chatRemovals).values({
        conversationId: conversation.id,
        profileId: me,
        previousClearedAt: clearedAtFor(conversation, me),
        readMessageIds: readIds,
        removedAt: now,
      })
      await publishToMember(tx, me, {
        type: 'chat_removed',
        data: { conversation_id: conversation.id },
      })
    })
    return c.json({ ok: true as const })
  })
  .post('/api/chat-restore.php', async (c) => {
    const me = requireSession(c).profileId
    const { conversation: id } = await readJsonBody(c, conversationRefSchema)
    const { db } = c.var.deps
    const conversation = await ownConversation(db, me, id)
    const now = c.var.deps.now()
    const since = new Date(now.getTime() - chatRemovalUndo.acceptedMs)
    const [removal] = await db
      .select()
      .from(chatRemovals)
      .where(
        and(
          eq(chatRemovals.conversationId, conversation.id),
          eq(chatRemovals.profileId, me),
          gt(chatRemovals.removedAt, since),
        ),
      )
      .orderBy(desc(chatRemovals.removedAt), desc(chatRemovals.id))
      .limit(1)
    // Only the latest removal, once, while it is the one in force.
    const cleared = clearedAtFor(conversation, me)
    if (
      !removal ||
      removal.undoneAt !== null ||
      cleared?.getTime() !== removal.removedAt.getTime()
    ) {
      throw new ApiError('not_found')
    }
    const mine = conversation.profileAId === me
    await db.transaction(async (tx) => {
      const previous = removal.previousClearedAt
      await tx
        .update(conversations)
        .set(mine ? { profileAClearedAt: previous } : { profileBClearedAt: previous })
        .where(eq(conversations.id, conversation.id))
      if (removal.readMessageIds.length > 0) {
        await tx
          .update(messages)
          .set({ readAt: null })
          .where(inArray(messages.id, removal.readMessageIds))
      }
      await tx.update(chatRemovals).set({ undoneAt: now }).where(eq(chatRemovals.id, removal.id))
    })
    return c.json({ ok: true as const })
  })
