import { inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { notificationQueue } from './schema.ts'

/**
 * Marks queue rows matching `where` with `set` and answers their ids, skipping rows another api
 * instance holds at this moment, so several instances never deliver the same row.
 */
export async function claimQueueRows(
  db: Database,
  claim: {
    where: SQL | undefined
    set: Partial<typeof notificationQueue.$inferInsert> | Record<string, SQL>
    limit?: number
  },
): Promise<number[]> {
  const candidates = db
    .select({ id: notificationQueue.id })
    .from(notificationQueue)
    .where(claim.where)
    .orderBy(notificationQueue.id)
  const locked = (claim.limit ? candidates.limit(claim.limit) : candidates).for('update', {
    skipLocked: true,
  })
  const claimed = await db
    .update(notificationQueue)
    .set(claim.set)
    .where(inArray(notificationQueue.id, locked))
    .returning({ id: notificationQueue.id })
  return claimed.map((row) => row.id)
}
