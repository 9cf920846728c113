import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { memberPresence } from '../db/schema.ts'

/** Presence is written at most this often per member, so page views do not all write. */
const presenceResolutionSeconds = 30

/**
 * Records that the member was seen (GET /api/user.php, which every page and the refresh call);
 * notification mails go only to members the api has not seen for a while.
 */
export async function touchPresence(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .insert(memberPresence)
    .values({ userId, lastSeenAt: now })
    .onConflictDoUpdate({
      target: memberPresence.userId,
      set: { lastSeenAt: now },
      setWhere: sql`${memberPresence.lastSeenAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${presenceResolutionSeconds})`,
    })
}

/** Whether a last sighting counts as online at `now`. */
export function isOnline(lastSeenAt: Date | null, now: Date, awayAfterMs: number): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() < awayAfterMs
}
