import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { memberPresence } from './schema.ts'

/** Presence is written at most this often per member, so page views do not all write. */
const presenceResolutionSeconds = 30

/** When this process last wrote each member's presence, per database. */
const lastWritten = new WeakMap<Database, Map<number, number>>()
const rememberedMembers = 100_000

/**
 * Records that the member was seen (GET /api/user.php, which every page and the refresh call);
 * notification mails go only to members the api has not seen for a while. A process that wrote
 * a member's sighting less than the resolution ago skips the statement (decision 037): the
 * upsert locks the row, which costs a write on every page view.
 */
export async function touchPresence(db: Database, userId: number, now: Date): Promise<void> {
  let written = lastWritten.get(db)
  if (!written) {
    written = new Map()
    lastWritten.set(db, written)
  }
  const time = now.getTime()
  const last = written.get(userId)
  if (last !== undefined && time >= last && time - last < presenceResolutionSeconds * 1000) return
  if (written.size >= rememberedMembers) written.clear()
  written.set(userId, time)
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
