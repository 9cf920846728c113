/**
 * One LISTEN per api process fans the announced live events out to the streams of this
 * process (docs/decisions/016-live-stream.md).
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../db/client.ts'
import { liveEvents } from '../db/schema.ts'
import { type LiveNotice, liveChannel } from './publish.ts'

/** An event as a stream writes it: `frame` is the whole SSE text, built once for every stream. */
export type DeliveredEvent = { id: number | null; type: string; frame: string }

/** The Server-Sent Events text of one event (`data` is JSON, which has no line breaks). */
export function sseFrame(id: number | null, type: string, data: string): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${type}\ndata: ${data}\n\n`
}

function delivered(id: number | null, type: string, data: unknown): DeliveredEvent {
  return { id, type, frame: sseFrame(id, type, JSON.stringify(data)) }
}

export type LiveSubscriber = {
  /** The session's token hash: the streams of one session are capped together. */
  session: string
  deliver: (event: DeliveredEvent) => void
  /** The hub may have missed events (its connection was replaced): read them from the table. */
  resync: () => void
  /**
   * The hub's connection is down: events from now until the next `resync` may be missed, and a
   * live event delivered before that resync must not move the point it reads from.
   */
  lost?: () => void
  /** A session of the member ended, or the account changed: the stream re-checks its own. */
  recheck: () => void
  /**
   * The stream ends: the hub dropped it (a newer one of the session or the member took its
   * place) or the process is stopping (its browser reconnects, to another process).
   */
  end: () => void
}

export type LiveHub = {
  subscribe: (profileId: number, subscriber: LiveSubscriber) => () => void
  /** Open streams in this process. */
  size: () => number
  /** Ends every open stream of this process (a graceful stop). */
  endStreams: () => void
  /** How often a stream pings and re-checks its session. */
  heartbeatMs: number
  stop: () => Promise<void>
}

/** Decision 048: the streams one session, and one member, may hold in an api process. */
export const streamCaps = { perSession: 3, perMember: 6 }

/** The notice the database sends when a session ends (migration 0030): never delivered. */
export const sessionEndedType = 'session_ended'

export type LiveHubOptions = { heartbeatMs?: number } & Partial<typeof streamCaps>

const replayLimit = 500

/** The member of a notice: `profileId` comes before `data` in every notice (publish.ts). */
const addresseePattern = /^\{\s*"id"\s*:\s*(?:null|\d+)\s*,\s*"profileId"\s*:\s*(\d+)/

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
  return rows.map((row) => delivered(row.id, row.type, row.data))
}

export async function startLiveHub(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: LiveHubOptions = {},
): Promise<LiveHub> {
  const { perSession, perMember } = { ...streamCaps, ...options }
  const subscribers = new Map<number, Set<LiveSubscriber>>()
  let open = 0
  const drop = (profileId: number, subscriber: LiveSubscriber): boolean => {
    const current = subscribers.get(profileId)
    if (!current?.delete(subscriber)) return false
    open -= 1
    if (current.size === 0) subscribers.delete(profileId)
    return true
  }
  // A Set keeps the order streams opened in: the oldest beyond a cap is closed first.
  const enforceCaps = (profileId: number, newest: LiveSubscriber) => {
    const listeners = subscribers.get(profileId)
    if (!listeners) return
    const ofSession = [...listeners].filter((listener) => listener.session === newest.session)
    const closing = ofSession.slice(0, Math.max(0, ofSession.length - perSession))
    const rest = [...listeners].filter((listener) => !closing.includes(listener))
    closing.push(...rest.slice(0, Math.max(0, rest.length - perMember)))
    for (const listener of closing) {
      if (drop(profileId, listener)) listener.end()
    }
  }

  const onPayload = (payload: string) => {
    // Every process hears every notice: the member is looked up before anything is parsed.
    const addressee = addresseePattern.exec(payload)
    const listeners = addressee ? subscribers.get(Number(addressee[1])) : undefined
    if (!listeners) return
    let notice: LiveNotice
    try {
      notice = JSON.parse(payload) as LiveNotice
    } catch {
      return
    }
    if (notice.type === sessionEndedType) {
      for (const listener of listeners) listener.recheck()
      return
    }
    if (notice.data === null && notice.id !== null) {
      // Too large to travel inline: every stream of the member reads it back.
      for (const listener of listeners) listener.resync()
      return
    }
    const event = delivered(notice.id, notice.type, notice.data)
    for (const listener of listeners) listener.deliver(event)
  }
  let connected = true
  const onDisconnect = () => {
    connected = false
    for (const listeners of subscribers.values()) {
      for (const listener of listeners) listener.lost?.()
    }
  }
  const onReconnect = () => {
    connected = true
    for (const listeners of subscribers.values()) {
      for (const listener of listeners) listener.resync()
    }
  }
  const unlisten = await database.listen(liveChannel, { onPayload, onDisconnect, onReconnect })

  return {
    subscribe: (profileId, subscriber) => {
      let listeners = subscribers.get(profileId)
      if (!listeners) {
        listeners = new Set()
        subscribers.set(profileId, listeners)
      }
      listeners.add(subscriber)
      open += 1
      if (!connected) subscriber.lost?.()
      enforceCaps(profileId, subscriber)
      return () => {
        drop(profileId, subscriber)
      }
    },
    size: () => open,
    endStreams: () => {
      for (const listeners of [...subscribers.values()]) {
        for (const listener of [...listeners]) listener.end()
      }
    },
    heartbeatMs: options.heartbeatMs ?? 25_000,
    stop: async () => {
      subscribers.clear()
      await unlisten()
    },
  }
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** The live stream's fan-out (src/live); without it GET /api/live.php answers 503. */
    live?: LiveHub | null
  }
}
