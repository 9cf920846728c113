/**
 * The live fan-out over Redis pub/sub (decision 083), chosen by LIVE_FANOUT_URL=redis://…; the
 * default stays PostgreSQL's LISTEN/NOTIFY (decision 016).
 *
 * Nothing about storing changes: every event is still written to `live_events` and announced
 * with NOTIFY in the writer's transaction, so it is announced when, and only when, it commits,
 * and a stream reads back from the table by Last-Event-ID. Redis only carries the notices to
 * the processes:
 *
 * - a **relay** (`startFanoutRelay`) runs in every api process, but only the one holding an
 *   advisory lock relays: it LISTENs on PostgreSQL and publishes each notice to Redis, so the
 *   primary sends each notice to one connection instead of one per process. When it goes (its
 *   connection ends and PostgreSQL frees the lock), another process takes over within a second
 *   or two, and first tells every hub to read back from the table (`lost`, then `resync`);
 * - every process **subscribes** to the Redis channel (`redisListen`), which has the shape of
 *   `DatabaseHandle.listen`, so the hub (hub.ts) takes it as it takes PostgreSQL's.
 */
import { createClient } from '@redis/client'
import pg from 'pg'
import type { ListenHandlers } from '../db/client.ts'

/** Control messages on the Redis channel; a notice is a JSON object, so neither is one. */
export const fanoutControl = { lost: 'fanout:lost', resync: 'fanout:resync' } as const

/**
 * The Redis channel that carries a PostgreSQL channel's notices. `namespace` names the
 * database (`fanoutNamespace`), so deployments, or test databases, sharing one Redis never hear
 * each other's members.
 */
export const redisChannelOf = (namespace: string, channel: string) =>
  `dating:${namespace}:${channel}`

/** The database's host, port and name: the same for every process of one deployment. */
export function fanoutNamespace(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  return `${url.host}${url.pathname}`
}

const reconnectStrategy = (retries: number) => Math.min(100 * (retries + 1), 1_000)

type Log = (line: string) => void

export type RedisListen = {
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>
  close: () => Promise<void>
}

/**
 * Subscriptions on one Redis connection of their own. node-redis reconnects by itself and
 * subscribes again before it reports `ready`, so `onReconnect` (every stream reads back from
 * the table) comes only once notices flow again.
 */
export async function redisListen(
  url: string,
  namespace: string,
  log: Log = console.error,
): Promise<RedisListen> {
  const subscriber = createClient({ url, socket: { reconnectStrategy } })
  const subscriptions = new Set<ListenHandlers>()
  let connected = false
  const down = (why: string) => {
    if (!connected) return
    connected = false
    log(`live fan-out: redis subscription lost (${why})`)
    for (const handlers of subscriptions) handlers.onDisconnect?.()
  }
  subscriber.on('error', (error: Error) => down(error.message))
  subscriber.on('reconnecting', () => down('reconnecting'))
  subscriber.on('ready', () => {
    if (connected) return
    const wasDown = subscriptions.size > 0
    connected = true
    if (wasDown) for (const handlers of subscriptions) handlers.onReconnect?.()
  })
  await subscriber.connect()
  return {
    listen: async (channel, handlers) => {
      const listener = (message: string) => {
        if (message === fanoutControl.lost) handlers.onDisconnect?.()
        else if (message === fanoutControl.resync) handlers.onReconnect?.()
        else handlers.onPayload(message)
      }
      await subscriber.subscribe(redisChannelOf(namespace, channel), listener)
      subscriptions.add(handlers)
      return async () => {
        subscriptions.delete(handlers)
        if (subscriber.isOpen) {
          await subscriber.unsubscribe(redisChannelOf(namespace, channel), listener).catch(() => {})
        }
      }
    },
    close: async () => {
      subscriptions.clear()
      if (subscriber.isOpen) await subscriber.close().catch(() => subscriber.destroy())
    },
  }
}

export type FanoutRelay = {
  /** Whether this process relays now (holds the lock). */
  relaying: () => boolean
  stop: () => Promise<void>
}

export type FanoutRelayOptions = {
  databaseUrl: string
  redisUrl: string
  channel: string
  /** `fanoutNamespace(databaseUrl)` unless told otherwise. */
  namespace?: string
  /** How often a process that does not relay tries to take over (and a lost one reconnects). */
  retryMs?: number
  log?: Log
}

/**
 * Relays the NOTIFY notices of `channel` to Redis from the one process that holds the relay's
 * advisory lock. A publish that fails gives the lock up, so a process whose Redis went away
 * never holds notices that no one else may relay.
 */
export async function startFanoutRelay(options: FanoutRelayOptions): Promise<FanoutRelay> {
  const { databaseUrl, redisUrl, channel, retryMs = 1_000, log = console.error } = options
  const redisChannel = redisChannelOf(options.namespace ?? fanoutNamespace(databaseUrl), channel)
  const publisher = createClient({
    url: redisUrl,
    // Queued while Redis is away would mean relayed late and out of turn: fail, give up the lock.
    disableOfflineQueue: true,
    socket: { reconnectStrategy },
  })
  publisher.on('error', () => {})
  await publisher.connect()

  let stopped = false
  let current: pg.Client | null = null
  let leading = false
  let timer: NodeJS.Timeout | undefined

  const later = () => {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void attempt(), retryMs)
  }
  const release = (connection: pg.Client, why: string | null) => {
    if (current !== connection) return
    current = null
    if (leading && why) log(`live fan-out: relay stopped (${why})`)
    leading = false
    connection.end().catch(() => {})
    later()
  }
  const publish = (connection: pg.Client, message: string) =>
    publisher.publish(redisChannel, message).then(
      () => {},
      (error: Error) => release(connection, `publish failed: ${error.message}`),
    )

  const attempt = async () => {
    if (stopped || current) return
    const connection = new pg.Client({ connectionString: databaseUrl })
    current = connection
    connection.on('error', (error) => release(connection, error.message))
    connection.on('end', () => release(connection, 'connection ended'))
    connection.on('notification', (message) => {
      if (leading && message.channel === channel && message.payload) {
        void publish(connection, message.payload)
      }
    })
    try {
      await connection.connect()
      const { rows } = await connection.query<{ taken: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS taken',
        [`live-fanout-relay:${channel}`],
      )
      if (!rows[0]?.taken) {
        release(connection, null)
        return
      }
      if (!publisher.isReady) {
        release(connection, null)
        return
      }
      // Whatever the relay before missed: every stream marks where it is, the LISTEN starts,
      // then every stream reads back from there (notices relayed meanwhile follow in order).
      await publisher.publish(redisChannel, fanoutControl.lost)
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      leading = true
      await publisher.publish(redisChannel, fanoutControl.resync)
      if (current === connection) log(`live fan-out: this process relays ${channel} to redis`)
    } catch (error) {
      release(connection, (error as Error).message)
    }
  }

  await attempt()
  return {
    relaying: () => leading && current !== null,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      const connection = current
      current = null
      leading = false
      if (connection) await Promise.race([connection.end().catch(() => {}), delay(2_000)])
      if (publisher.isOpen) await publisher.close().catch(() => publisher.destroy())
    },
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
