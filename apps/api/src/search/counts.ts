import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { preparedOn } from '../db/prepared.ts'

/** Counts of members searches this request may reuse, by search (filters, viewer, day). */
export type SearchCounts = {
  get: (key: string) => number | undefined
  set: (key: string, count: number) => void
}

/**
 * A writer bumps the generation inside its transaction, so a search running just before that
 * transaction commits may store the old count under the new generation: the age limit bounds
 * how long such a count lives.
 */
const countMaxAgeMs = 10_000
const maxCounts = 5_000

type Store = { generation: string; counts: Map<string, { count: number; until: number }> }
const stores = new WeakMap<Database, Store>()

const generationQuery = preparedOn((db: Database) =>
  db
    .select({ generation: sql<string>`last_value::text || ':' || is_called::text` })
    .from(sql`search_generation`)
    .prepare('search_generation'),
)

/**
 * The counts stored since any profile, block or invisible mode last changed (the
 * `search_generation` sequence of migration 0019 moves on each such write), for one request:
 * counting a search up to the cap is most of its cost, and most searches repeat.
 */
export async function searchCounts(db: Database, now = Date.now): Promise<SearchCounts> {
  const [row] = await generationQuery(db).execute()
  const generation = row?.generation ?? ''
  let store = stores.get(db)
  if (store === undefined || store.generation !== generation || store.counts.size >= maxCounts) {
    store = { generation, counts: new Map() }
    stores.set(db, store)
  }
  const { counts } = store
  return {
    get: (key) => {
      const entry = counts.get(key)
      if (entry === undefined) return undefined
      if (entry.until > now()) return entry.count
      counts.delete(key)
      return undefined
    },
    set: (key, count) => {
      counts.set(key, { count, until: now() + countMaxAgeMs })
    },
  }
}
