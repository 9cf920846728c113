import type { RateEventKind } from '@dating/domain/account'
import { and, count, eq, gte, lt, min, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateEvents } from '../db/schema.ts'

export type RateKey = { siteId: number; kind: RateEventKind; key: string }

/** The events of one key. */
export function ofRateKey({ siteId, kind, key }: RateKey) {
  return and(eq(rateEvents.siteId, siteId), eq(rateEvents.kind, kind), eq(rateEvents.key, key))
}

export async function recordRateEvent(db: Database, key: RateKey, now: Date): Promise<void> {
  await db.insert(rateEvents).values({ ...key, createdAt: now })
}

/** How many events of the key happened since `since`, and when the oldest of them was. */
export async function rateEventsSince(
  db: Database,
  key: RateKey,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(ofRateKey(key), gte(rateEvents.createdAt, since)))
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null }
}

export async function clearRateEvents(db: Database, key: RateKey): Promise<void> {
  await db.delete(rateEvents).where(ofRateKey(key))
}

/**
 * Forgets events older than `before` (the erasure job's housekeeping); the addresses members
 * logged in from are kept until `knownAddressesBefore` (the login lockout's backoff skips them).
 */
export async function pruneRateEvents(
  db: Database,
  before: Date,
  knownAddressesBefore: Date,
): Promise<void> {
  await db
    .delete(rateEvents)
    .where(
      or(
        and(lt(rateEvents.createdAt, before), ne(rateEvents.kind, 'login_known_address')),
        and(
          lt(rateEvents.createdAt, knownAddressesBefore),
          eq(rateEvents.kind, 'login_known_address'),
        ),
      ),
    )
}

/** The start of the UTC day of `now`, for daily caps. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/**
 * Counts one event of the key unless `cap` events happened since `since`; answers whether it
 * was counted. Serialised per key, so parallel requests cannot pass the cap together.
 */
export async function takeRateSlot(
  db: Database,
  key: RateKey,
  limit: { cap: number; since: Date },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${key.siteId}:${key.kind}:${key.key}`}))`,
    )
    const { count } = await rateEventsSince(tx, key, limit.since)
    if (count >= limit.cap) return false
    await recordRateEvent(tx, key, now)
    return true
  })
}

const hourMs = 60 * 60 * 1000

/** The start of the sliding hour before `now`, for hourly caps. */
export function anHourBefore(now: Date): Date {
  return new Date(now.getTime() - hourMs)
}
