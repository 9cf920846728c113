/**
 * One LISTEN per api process fans the announced live events out to the streams of this
 * process (docs/decisions/016-live-stream.md).
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../db/client.ts'
import { liveEvents } from '../db/schema.ts'
import { type LiveNotice, liveChannel } from './publish.ts'

export type DeliveredEvent = { id: number | null; type: string; data: unknown }

export type LiveSubscriber = {
  deliver: (event: DeliveredEvent) => void
  /** The hub may have missed events (its connection was replaced): read them from the table. */
  resync: () => void
}

export type LiveHub = {
  subscribe: (profileId: number, subscriber: LiveSubscriber) => () => void
  /** Open streams in this process. */
  size: () => number
  stop: () => Promise<void>
}

const replayLimit = 500

/** Stored events of a member after `afterId`, oldest first. */
export async function eventsSince(
  db: Database,
  profileId: number,
  afterId: number,
): Promise<DeliveredEvent[]> {
  const rows = await db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.profileId, profileId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(replayLimit)
  return rows
}

export async function startLiveHub(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
): Promise<LiveHub> {
  const subscribers = new Map<number, Set<LiveSubscriber>>()
  let open = 0

  const onPayload = (payload: string) => {
    let notice: LiveNotice
    try {
      notice = JSON.parse(payload) as LiveNotice
    } catch {
      return
    }
    const listeners = subscribers.get(notice.profileId)
    if (!listeners) return
    if (notice.data === null && notice.id !== null) {
      // Too large to travel inline: every stream of the member reads it back.
      for (const listener of listeners) listener.resync()
      return
    }
    const event = { id: notice.id, type: notice.type, data: notice.data }
    for (const listener of listeners) listener.deliver(event)
  }
  const onReconnect = () => {
    for (const listeners of subscribers.values()) {
      for (const listener of listeners) listener.resync()
    }
  }
  const unlisten = await database.listen(liveChannel, { onPayload, onReconnect })

  return {
    subscribe: (profileId, subscriber) => {
      let listeners = subscribers.get(profileId)
      if (!listeners) {
        listeners = new Set()
        subscribers.set(profileId, listeners)
      }
      listeners.add(subscriber)
      open += 1
      return () => {
        const current = subscribers.get(profileId)
        if (!current?.delete(subscriber)) return
        open -= 1
        if (current.size === 0) subscribers.delete(profileId)
      }
    },
    size: () => open,
    stop: async () => {
      subscribers.clear()
      await unlisten()
    },
  }
}
