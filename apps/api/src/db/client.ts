import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'
import { attachReadCache, createReadCache, watchPoolWrites, watchWrites } from './read-cache.ts'
import { ensureSearchIndexes } from './search-indexes.ts'
import { dataWrittenChannel, ensureWriteNotices } from './write-notices.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Plain SQL on the same connection(s) as `db`, for libraries that bring their own (pg-boss). */
export type SqlExecutor = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>

export type DatabaseHandle = {
  db: Database
  /** `postgres` or `pglite`; the queries are the same, only a few timings differ. */
  kind: 'postgres' | 'pglite'
  execute: SqlExecutor
  /**
   * `execute` for statements on the job queue's own tables only (the `pgboss` schema): they
   * leave the read cache alone, which its polling would otherwise empty every few seconds.
   */
  executeOnQueueTables: SqlExecutor
  /**
   * Runs `task` while no other process runs a task of the same `name` on this database (a
   * PostgreSQL advisory lock on a connection of its own), for set-up steps several api
   * processes would otherwise race on. PGlite has one process: the task just runs.
   */
  exclusive: <T>(name: string, task: () => Promise<T>) => Promise<T>
  /**
   * LISTEN on a channel (src/live): PostgreSQL on a connection of its own that reconnects,
   * calling `onReconnect` so the caller can catch up on what it missed; PGlite in process.
   * Answers the function that stops listening.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>
  close: () => Promise<void>
}

export type ListenHandlers = {
  onPayload: (payload: string) => void
  /** The connection was lost; notifications sent until `onReconnect` are missed. */
  onDisconnect?: () => void
  onReconnect?: () => void
}

export type DatabaseOptions = {
  /** A postgres:// url: node-postgres. Without it: PGlite. */
  url?: string
  /** PGlite data directory, created if missing. Without url and dataDir: in-memory PGlite. */
  dataDir?: string
  /** Apply the committed migrations (default true). */
  migrate?: boolean
  /**
   * Keep the hot reads until a write (default true; decisions 039, 041). On PostgreSQL only
   * with `migrate`, which puts the triggers in place that report other processes' writes.
   */
  readCache?: boolean
  /**
   * PGlite only: start from this dumped data directory (`dumpMigratedPglite`) instead of an
   * empty one; the tests migrate once per run and load the result in every test file.
   */
  pgliteImage?: Blob
}

export const migrationsFolder = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../drizzle',
)

/** Opens the database (and by default brings its schema up to date). */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true
  const wantsReadCache = options.readCache ?? true
  if (options.url) {
    // A request waits at most this long for a connection, then answers 503 (db/unavailable.ts).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
    })
    // An idle connection the server dropped must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`))
    // A connection lost while checked out (between a transaction's statements) fails its next
    // statement; without a listener of its own it would throw from the socket and end the process.
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = drizzleNodePg(pool, { schema })
    // Before watchPoolWrites: the queue's statements do not touch what the read cache holds.
    const unwatchedQuery = pool.query.bind(pool)
    const exclusive = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect()
      try {
        await holder.query('SELECT pg_advisory_lock(hashtext($1))', [name])
        try {
          return await task()
        } finally {
          await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [name])
        }
      } finally {
        holder.release()
      }
    }
    const listen = (channel: string, handlers: ListenHandlers) =>
      listenOnPostgres(options.url as string, channel, handlers)
    let unlistenWrites = async () => {}
    try {
      if (shouldMigrate) {
        await exclusive('drizzle-migrations', () => migrateNodePg(db, { migrationsFolder }))
        await exclusive('search-indexes', () =>
          ensureSearchIndexes((text, values) => pool.query(text, values), { concurrently: true }),
        )
        await exclusive('write-notices', () => ensureWriteNotices((text) => pool.query(text)))
      }
      // The read cache needs the triggers above: a database opened without migrating has none.
      if (shouldMigrate && wantsReadCache) {
        const readCache = createReadCache()
        watchPoolWrites(pool, readCache.written)
        unlistenWrites = await listen(dataWrittenChannel, {
          onPayload: readCache.written,
          onDisconnect: () => readCache.watching(false),
          onReconnect: () => readCache.watching(true),
        })
        attachReadCache(db, readCache)
      }
    } catch (error) {
      await unlistenWrites()
      await pool.end()
      throw error
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      execute: (text, values) => pool.query(text, values),
      executeOnQueueTables: (text, values) => unwatchedQuery(text, values),
      exclusive,
      listen,
      close: async () => {
        await unlistenWrites()
        // After an outage a connection can stay checked out with no answer to wait for (seen
        // after the restart test): closing waits for the others, then at most a few seconds.
        await Promise.race([pool.end(), delay(poolEndMs)])
      },
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const rawClient = options.pgliteImage
    ? await PGlite.create({ loadDataDir: options.pgliteImage })
    : options.dataDir
      ? new PGlite(options.dataDir)
      : new PGlite()
  // Every statement of this process goes through the wrapper, so its writes empty the cache.
  const readCache = wantsReadCache ? createReadCache() : undefined
  const client = readCache ? watchWrites(rawClient, readCache.written) : rawClient
  const db = drizzlePglite({ client, schema })
  try {
    if (shouldMigrate) await migratePgliteClient(client)
  } catch (error) {
    await client.close()
    throw error
  }
  if (readCache) attachReadCache(db, readCache)
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    execute: executorOn(client),
    executeOnQueueTables: executorOn(rawClient),
    exclusive: (_name, task) => task(),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onPayload)
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
    close: () => client.close(),
  }
}

async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
  await ensureSearchIndexes((text, values) => client.query(text, values), { concurrently: false })
}

/** An in-memory PGlite brought up to date and dumped: the `pgliteImage` tests start from. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite()
  try {
    await migratePgliteClient(client)
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

const listenRetryMs = 1_000

/** A dedicated connection that LISTENs, replaced after a second when the server drops it. */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false
  let current: pg.Client | null = null
  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url })
    connection.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload)
    })
    const retry = () => {
      if (stopped || current !== connection) return
      current = null
      handlers.onDisconnect?.()
      connection.end().catch(() => {})
      setTimeout(() => {
        if (!stopped) reconnect()
      }, listenRetryMs)
    }
    connection.on('error', (error) => {
      console.error(`postgres: listen connection lost: ${error.message}`)
      retry()
    })
    connection.on('end', retry)
    current = connection
    await connection.connect()
    await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
  }
  const reconnect = () => {
    connect().then(
      () => handlers.onReconnect?.(),
      (error: unknown) => {
        console.error('postgres: listen reconnect failed:', error)
        const failed = current
        current = null
        failed?.end().catch(() => {})
        setTimeout(() => {
          if (!stopped) reconnect()
        }, listenRetryMs)
      },
    )
  }
  await connect()
  return async () => {
    stopped = true
    const connection = current
    current = null
    // A connection the server dropped midway may never confirm its end: stopping waits 2 s.
    if (connection) await Promise.race([connection.end().catch(() => {}), delay(listenEndMs)])
  }
}

const listenEndMs = 2_000
const poolEndMs = 5_000
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/** PGlite runs several statements only without parameters (exec); the last one answers. */
function executorOn(client: PGlite): SqlExecutor {
  return async (text, values) =>
    values?.length
      ? client.query<Record<string, unknown>>(text, values)
      : ((await client.exec(text)).at(-1) ?? { rows: [] })
}
