import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

/**
 * The search generation of migration 0019 as text: the `search_generation` sequence moves on
 * every write that could change what a members search counts. The search statement reads it
 * itself (decision 039), so a request makes no extra round trip for it.
 */
export const searchGeneration = sql`(select last_value::text || ':' || is_called::text as generation from search_generation)`

/**
 * A writer bumps the generation inside its transaction, so a search running just before that
 * transaction commits may store the old count under the new generation: the age limit bounds
 * how long such a count lives.
 */
const countMaxAgeMs = 10_000
const maxCounts = 5_000

export type StoredCount = { generation: string; count: number }

type Entry = StoredCount & { until: number }
const stores = new WeakMap<Database, Map<string, Entry>>()

function storeOf(db: Database): Map<string, Entry> {
  let store = stores.get(db)
  if (store === undefined) {
    store = new Map()
    stores.set(db, store)
  }
  return store
}

/**
 * The count stored for a search (filters, viewer, day, ids already shown) and the generation
 * it was counted under, unless it is too old. The search statement counts again only when the
 * generation has moved since (decision 038, 039).
 */
export function storedCount(db: Database, key: string, now = Date.now()): StoredCount | undefined {
  const store = storeOf(db)
  const entry = store.get(key)
  if (entry === undefined) return undefined
  if (entry.until > now) return entry
  store.delete(key)
  return undefined
}

export function storeCount(
  db: Database,
  key: string,
  counted: StoredCount,
  now = Date.now(),
): void {
  const store = storeOf(db)
  if (store.size >= maxCounts) store.clear()
  store.set(key, { ...counted, until: now + countMaxAgeMs })
}
