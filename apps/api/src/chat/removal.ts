/**
 * A message a moderator removed is hidden everywhere (decision 046): chat.php,
 * chats.php and chat-photo.php skip it by `removed_at`; this takes back what was stored to tell
 * of it: its events in both members' live streams (a reconnect would replay them), the news of
 * it that has not gone out, and its words in the notifications that did. Open chats hear
 * `message_removed`.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { conversations, liveEvents, messages } from '../db/schema.ts'
import { notificationQueue } from '../notifications/schema.ts'
import { publishToMembers } from '../live/publish.ts'

export async function removeMessage(tx: Database, messageId: number, now: Date): Promise<void> {
  const [removed] = await tx
    .update(messages)
    .set({ removedAt: now })
    .where(eq(messages.id, messageId))
    .returning({ conversationId: messages.conversationId })
  if (!removed) return
  const [conversation] = await tx
    .select({ a: conversations.profileAId, b: conversations.profileBId })
    .from(conversations)
    .where(eq(conversations.id, removed.conversationId))
  if (!conversation) return
  const members = [conversation.a, conversation.b]
  await tx
    .delete(liveEvents)
    .where(
      and(
        inArray(liveEvents.profileId, members),
        eq(liveEvents.type, 'message'),
        sql`${liveEvents.data} -> 'message' ->> 'id' = ${String(messageId)}`,
      ),
    )
  await tx
    .update(notificationQueue)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(notificationQueue.messageId, messageId),
        isNull(notificationQueue.sentAt),
        isNull(notificationQueue.cancelledAt),
      ),
    )
  await tx
    .update(notificationQueue)
    .set({ detail: {} })
    .where(eq(notificationQueue.messageId, messageId))
  const event = {
    type: 'message_removed',
    data: { conversation_id: removed.conversationId, message_id: messageId },
  } as const
  await publishToMembers(
    tx,
    members.map((profileId) => ({ profileId, event })),
  )
}
