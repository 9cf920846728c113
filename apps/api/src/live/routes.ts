/**
 * GET /api/live.php: the member's Server-Sent Events stream. A reconnect's Last-Event-ID (or
 * `last_event_id` in the query) replays the stored events after it; a fresh stream starts now.
 * The stream ends with its session (the database's `session_ended` notice and every heartbeat
 * re-check it), when the client goes, and when a newer stream of its session or member takes
 * its place (decision 048).
 */
import { lastEventId } from '../http/request.ts'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv } from '../http/context.ts'
import { liveEvents } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { sessionIsLive } from '../auth/sessions.ts'
import { type DeliveredEvent, eventsSince } from './hub.ts'

const reconnectDelayMs = 2_000
const resyncRetryMs = 1_000
/** Ids a stream remembers having sent, so a replay and a live delivery never repeat an event. */
const rememberedIds = 2_000

function lastEventIdOf(header: string | undefined, query: string | undefined): number | null {
  const raw = header ?? query
  if (!raw || !/^[0-9]{1,15}$/.test(raw)) return null
  return Number(raw)
}

export const liveRoutes = new Hono<AppEnv>().get('/api/live.php', async (c) => {
  const session = requireSession(c)
  const me = session.profileId
  const { db, live, now } = c.var.deps
  const siteId = c.var.site.id
  if (!live) throw new ApiError('not_configured')
  let lastId = lastEventIdOf(lastEventId(c), c.req.query('last_event_id'))
  if (lastId === null) {
    const [newest] = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.profileId, me))
      .orderBy(desc(liveEvents.id))
      .limit(1)
    lastId = newest?.id ?? 0
  }
  c.header('x-accel-buffering', 'no')
  return streamSSE(c, async (stream) => {
    const sent = new Set<number>()
    let highest = lastId
    let queue = Promise.resolve()
    const write = async (event: DeliveredEvent) => {
      if (stream.aborted) return
      if (event.id !== null) {
        if (sent.has(event.id) || event.id <= (lastId ?? 0)) return
        sent.add(event.id)
        if (sent.size > rememberedIds) sent.delete(sent.values().next().value as number)
        highest = Math.max(highest, event.id)
      }
      await stream.write(event.frame)
    }
    const enqueue = (task: () => Promise<void>) => {
      queue = queue.then(task).catch((error: unknown) => {
        if (!stream.aborted) console.error('live stream write failed:', error)
      })
    }
    // Set while the hub's connection is down: where the next resync reads from, whatever live
    // events arrive before it (the sent ids keep a replay from repeating them).
    let gapAfter: number | null = null
    const resync = () =>
      enqueue(async () => {
        const from = gapAfter ?? highest
        let missed: DeliveredEvent[]
        try {
          missed = await eventsSince(db, me, from)
        } catch (error) {
          // The database is away too: try again until the events are read.
          if (!stream.aborted) setTimeout(resync, resyncRetryMs)
          throw error
        }
        if (gapAfter === from) gapAfter = null
        for (const event of missed) await write(event)
      })
    let ended = false
    let wake = () => {}
    const end = () => {
      ended = true
      wake()
    }
    const recheck = () =>
      enqueue(async () => {
        if (!ended && !(await sessionIsLive(db, session.tokenHash, siteId, now()))) end()
      })
    const unsubscribe = live.subscribe(me, {
      session: session.tokenHash,
      deliver: (event) => enqueue(() => write(event)),
      resync,
      lost: () => {
        gapAfter ??= highest
      },
      recheck,
      end,
    })
    stream.onAbort(end)
    c.req.raw.signal.addEventListener('abort', end)
    enqueue(() => stream.writeSSE({ event: 'ready', data: '{}', retry: reconnectDelayMs }))
    resync()
    // The session may have ended between the request's lookup and the subscription.
    recheck()
    while (!ended && !stream.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, live.heartbeatMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      if (ended || stream.aborted) break
      recheck()
      enqueue(async () => void (await stream.write(': ping\n\n')))
    }
    unsubscribe()
    c.req.raw.signal.removeEventListener('abort', end)
    await queue
  })
})
