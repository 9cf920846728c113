/**
 * Events for a member's live stream. A stored event gets an id (the stream's Last-Event-ID) and
 * is announced with NOTIFY in the caller's transaction, so it reaches the streams of every api
 * process when, and only when, what it tells of was committed.
 */
import type { LiveEvent } from '@dating/domain/chat'
import { sql } from 'drizzle-orm'
import type { Executor } from '../credits/ledger.ts'
import { liveEvents } from '../db/schema.ts'

export const liveChannel = 'live_events'

/** What travels in a NOTIFY payload; `id` is null for events that are never replayed (typing). */
export type LiveNotice = { id: number | null; profileId: number; type: string; data: unknown }

/** NOTIFY payloads must stay under 8000 bytes; a larger event is read back from its row. */
const inlinePayloadMax = 7_000

function payloadOf(notice: LiveNotice): string {
  const full = JSON.stringify(notice)
  if (full.length <= inlinePayloadMax || notice.id === null) return full
  return JSON.stringify({ ...notice, data: null })
}

/** Stores the event for the member's streams (and their reconnects) and announces it. */
export async function publishToMember(
  db: Executor,
  profileId: number,
  event: LiveEvent,
): Promise<number> {
  const [row] = await db
    .insert(liveEvents)
    .values({ profileId, type: event.type, data: event.data as Record<string, unknown> })
    .returning({ id: liveEvents.id })
  if (!row) throw new Error('Live event was not stored')
  const notice: LiveNotice = { id: row.id, profileId, type: event.type, data: event.data }
  await db.execute(sql`select pg_notify(${liveChannel}, ${payloadOf(notice)})`)
  return row.id
}

/** Announces an event that only matters now (typing): not stored, not replayed. */
export async function publishTransient(
  db: Executor,
  profileId: number,
  event: LiveEvent,
): Promise<void> {
  const notice: LiveNotice = { id: null, profileId, type: event.type, data: event.data }
  await db.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify(notice)})`)
}
