/**
 * The free conversations (SPEC §9: two) count the members a member wrote to, as the trigger of
 * migration 0021 records them in `conversation_starts`: a block deletes the conversation and
 * its messages, never the count (decision 046).
 */
import { mayWriteTo } from '@dating/domain/free-conversations'
import { eq, sql } from 'drizzle-orm'
import type { Site } from '../http/context.ts'
import type { Executor } from '../credits/ledger.ts'
import { conversationStarts } from '../db/schema.ts'

/** Whether the member may write to `peer`, by the starts recorded (the rule: `mayWriteTo`). */
export async function canWriteTo(
  db: Executor,
  site: Pick<Site, 'freeConversations'>,
  writer: { profileId: number; paidUser: boolean },
  peer: number,
): Promise<boolean> {
  if (writer.paidUser) return true
  const [row] = await db
    .select({
      started: sql<number>`count(*)::int`,
      withPeer: sql<boolean>`coalesce(bool_or(${conversationStarts.peerProfileId} = ${peer}), false)`,
    })
    .from(conversationStarts)
    .where(eq(conversationStarts.profileId, writer.profileId))
  const starts = { started: Number(row?.started ?? 0), withPeer: Boolean(row?.withPeer) }
  return mayWriteTo(writer, starts, site.freeConversations)
}
