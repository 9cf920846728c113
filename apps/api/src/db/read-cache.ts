import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'

/**
 * Results of the hot read paths kept in the api process (decisions 039 and 041). Every write of
 * this process empties the cache when it starts and when it ends: on PGlite through the client
 * wrapped by `watchWrites` (the database lives inside this one process), on PostgreSQL through
 * the pool wrapped by `watchPoolWrites`. On PostgreSQL other processes write too: a trigger on
 * every table notifies `dataWrittenChannel` when their writes commit (src/db/write-notices.ts),
 * and the cache serves nothing while that notice channel is down.
 */
export type ReadCache = {
  read: <T>(key: string, load: () => Promise<T>) => Promise<T>
  /** A write started or ended: everything stored is dropped. */
  written: () => void
  /**
   * Whether every write reaches `written` (PostgreSQL: while the notice channel listens). Not
   * watching, the cache stores and serves nothing; each change drops everything stored.
   */
  watching: (watching: boolean) => void
}

const maxEntries = 10_000

export function createReadCache(): ReadCache {
  let entries = new Map<string, unknown>()
  // Reads under way that started after the last write began: a request for the same key joins
  // one instead of queueing the same statement again (after a write, all 32 in flight would).
  let loading = new Map<string, Promise<unknown>>()
  // Moves at the start and the end of every write: a read that overlapped one is not stored.
  let generation = 0
  let watched = true
  const written = () => {
    generation += 1
    if (entries.size > 0) entries = new Map()
    if (loading.size > 0) loading = new Map()
  }
  return {
    read: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      if (!watched) return load()
      if (entries.has(key)) return Promise.resolve(entries.get(key) as T)
      const shared = loading.get(key)
      if (shared !== undefined) return shared as Promise<T>
      const startedIn = generation
      const started = loading
      const done = () => {
        if (started.get(key) === promise) started.delete(key)
      }
      const promise: Promise<T> = load().then(
        (value) => {
          done()
          // Nothing found is not stored: it may depend on the clock (an expired session).
          if (generation === startedIn && value !== null) {
            if (entries.size >= maxEntries) entries = new Map()
            entries.set(key, value)
          }
          return value
        },
        (error: unknown) => {
          done()
          throw error
        },
      )
      loading.set(key, promise)
      return promise
    },
    written,
    watching: (watching) => {
      watched = watching
      written()
    },
  }
}

/** The read cache of each database handle (db/client.ts attaches it), keyed by the handle. */
const caches = new WeakMap<object, ReadCache>()

export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache)
}

/**
 * `load()`, or its stored result on a database with a read cache. `key` must name everything
 * the result depends on besides the database's contents; what changes with the clock (session
 * expiry, ages) is checked or computed by the caller on every request, never stored. A null
 * result is never stored.
 */
export function cachedRead<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db)
  return cache ? cache.read(key, load) : load()
}

// A SELECT that calls none of these changes nothing; anything else counts as a write.
const readOnlySelect = /^\s*select\b/i
const writingCalls =
  /\b(nextval|setval|pg_notify|pg_advisory\w*|set_config|lo_\w+|for\s+(update|share|no\s+key|key))\b/i

export function isReadOnlyStatement(text: string): boolean {
  return readOnlySelect.test(text) && !writingCalls.test(text)
}

/**
 * The PGlite client as drizzle and the api's plain SQL use it, telling `written` before and
 * after every statement that may write and every transaction (whatever runs inside one).
 */
export function watchWrites(client: PGlite, written: () => void): PGlite {
  const writing = writingWith(written)
  const wrapped = {
    query: (...args: Parameters<PGlite['query']>) =>
      isReadOnlyStatement(args[0]) ? client.query(...args) : writing(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => writing(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) =>
      writing(() => client.transaction(...args)),
  }
  const bound = new Map<PropertyKey, unknown>()
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(wrapped, property)) return wrapped[property as keyof typeof wrapped]
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      // PGlite's methods use private fields: they must run on the client itself.
      let method = bound.get(property)
      if (method === undefined) {
        method = value.bind(target)
        bound.set(property, method)
      }
      return method
    },
  })
}

function writingWith(written: () => void) {
  return async <T>(run: () => Promise<T>): Promise<T> => {
    written()
    try {
      return await run()
    } finally {
      written()
    }
  }
}

type QueryText = string | { text: string }

/**
 * The node-postgres pool as drizzle and the api's plain SQL use it (the promise forms of
 * `query` and `connect`), telling `written` before and after every statement that may write,
 * and when a client is taken for a transaction and when it is given back (whatever ran on it).
 * The pool's own `query` takes its client through `connect` with a callback: left alone.
 */
export function watchPoolWrites(pool: pg.Pool, written: () => void): void {
  const writing = writingWith(written)
  const query = pool.query.bind(pool) as (text: QueryText, values?: unknown) => Promise<unknown>
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>
  const watchedQuery = (text: QueryText, values?: unknown) =>
    isReadOnlyStatement(typeof text === 'string' ? text : text.text)
      ? query(text, values)
      : writing(() => query(text, values))
  const watchedConnect = async (callback?: unknown) => {
    if (callback !== undefined) return connect(callback)
    const client = await connect()
    written()
    const release = client.release
    client.release = (error?: Error | boolean) => {
      written()
      release.call(client, error)
    }
    return client
  }
  Object.assign(pool, { query: watchedQuery, connect: watchedConnect })
}
