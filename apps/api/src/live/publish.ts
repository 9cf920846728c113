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

/**
 * NOTIFY payloads must stay under 8000 bytes; the notice of a larger event carries `data: null`
 * and the streams read it back from its row.
 */
export const inlinePayloadMax = 7_000

export type MemberEvent = { profileId: number; event: LiveEvent }

/**
 * Stores the events for the members' streams (and their reconnects) and announces each, in one
 * statement: the rows' ids are the stream ids, so the notices are written by PostgreSQL from
 * the inserted rows. Answers the ids in the order of `items`.
 */
export async function publishToMembers(
  db: Executor,
  items: readonly MemberEvent[],
): Promise<number[]> {
  if (items.length === 0) return []
  const rows = sql.join(
    items.map(
      ({ profileId, event }, index) =>
        sql`(${index}::int, ${profileId}::int, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb)`,
    ),
    sql`, `,
  )
  const result = await db.execute(sql`
    with stored as (
      insert into ${liveEvents} (profile_id, type, data)
      select profile_id, type, data from (values ${rows}) as item (position, profile_id, type, data)
      order by position
      returning id, profile_id, type, data
    )
    select id, pg_notify(${liveChannel}, json_build_object(
      'id', id, 'profileId', profile_id, 'type', type,
      'data', case when octet_length(data::text) <= ${inlinePayloadMax} then data end
    )::text) from stored order by id`)
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((row) =>
    Number(row.id),
  )
  if (ids.length !== items.length) throw new Error('Live events were not stored')
  // Inserted in the order of `items`, so ascending ids follow it.
  return ids
}

/** Stores one event for the member's streams (and their reconnects) and announces it. */
export async function publishToMember(
  db: Executor,
  profileId: number,
  event: LiveEvent,
): Promise<number> {
  const [id] = await publishToMembers(db, [{ profileId, event }])
  return id as number
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
