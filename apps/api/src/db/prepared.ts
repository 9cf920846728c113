import type { Database } from './client.ts'

/**
 * A query built once per database and run as a prepared statement (decision 037): drizzle
 * builds its SQL text once instead of on every request, and PostgreSQL parses and plans it
 * once per connection (node-postgres names it). `build` must use `sql.placeholder` for every
 * value that changes between calls, and give the statement a name no other SQL text uses.
 */
export function preparedOn<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}

/** Like preparedOn, for queries whose SQL text depends on a few options: one per `key`. */
export function preparedByKey<K extends string, T>(
  build: (db: Database, key: K) => T,
): (db: Database, key: K) => T {
  const built = new WeakMap<Database, Map<K, T>>()
  return (db, key) => {
    let queries = built.get(db)
    if (queries === undefined) {
      queries = new Map()
      built.set(db, queries)
    }
    let query = queries.get(key)
    if (query === undefined) {
      query = build(db, key)
      queries.set(key, query)
    }
    return query
  }
}
