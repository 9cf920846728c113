import { liveReplayHours } from '@dating/domain/chat'
import { lt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { JobDefinition } from '../jobs/queue.ts'
import { liveEvents } from '../db/schema.ts'

/** Deletes stream events past the replay window; a later reconnect reloads the chats instead. */
export async function pruneLiveEvents(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - liveReplayHours * 60 * 60 * 1000)
  const removed = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id })
  return removed.length
}

export function liveEventsPruneJob(db: Database): JobDefinition {
  return {
    name: 'live-events-prune',
    cron: '41 * * * *',
    policy: 'stately',
    run: async () => {
      const removed = await pruneLiveEvents(db, new Date())
      return removed > 0 ? `live events: ${removed} pruned` : undefined
    },
  }
}
