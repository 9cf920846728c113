import type { Database } from '../db/client.ts'
import { activeRecipientMonths } from './schema.ts'

/** The months each process already recorded, per database: one insert per member and month. */
const recorded = new WeakMap<Database, Set<string>>()
const rememberedEntries = 200_000

/** The first day of `now`'s calendar month (UTC), `YYYY-MM-01`. */
export function monthOf(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`
}

/**
 * Counts the member as an active recipient of the brand this month (DSA Art. 24(2)): called
 * where presence is recorded (GET /api/user.php, every page). A process writes a member's month
 * once; another process's second insert changes nothing.
 */
export async function recordActiveRecipient(
  db: Database,
  siteId: number,
  userId: number,
  now: Date,
): Promise<void> {
  let seen = recorded.get(db)
  if (!seen) {
    seen = new Set()
    recorded.set(db, seen)
  }
  const month = monthOf(now)
  const key = `${siteId} ${userId} ${month}`
  if (seen.has(key)) return
  if (seen.size >= rememberedEntries) seen.clear()
  await db.insert(activeRecipientMonths).values({ siteId, month, userId }).onConflictDoNothing()
  seen.add(key)
}
