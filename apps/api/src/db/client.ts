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

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  /** `postgres` or `pglite`; the queries are the same, only a few timings differ. */
  kind: 'postgres' | 'pglite'
  close: () => Promise<void>
}

export type DatabaseOptions = {
  /** A postgres:// url: node-postgres. Without it: PGlite. */
  url?: string
  /** PGlite data directory, created if missing. Without url and dataDir: in-memory PGlite. */
  dataDir?: string
  /** Apply the committed migrations (default true). */
  migrate?: boolean
}

export const migrationsFolder = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../drizzle',
)

/** Opens the database (and by default brings its schema up to date). */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle connection the server dropped must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`))
    const db = drizzleNodePg(pool, { schema })
    try {
      if (shouldMigrate) await migrateNodePg(db, { migrationsFolder })
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite()
  const db = drizzlePglite(client, { schema })
  try {
    if (shouldMigrate) await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    throw error
  }
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
