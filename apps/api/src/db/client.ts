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
   * Runs `task` while no other process runs a task of the same `name` on this database (a
   * PostgreSQL advisory lock on a connection of its own), for set-up steps several api
   * processes would otherwise race on. PGlite has one process: the task just runs.
   */
  exclusive: <T>(name: string, task: () => Promise<T>) => Promise<T>
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
    try {
      if (shouldMigrate) {
        await exclusive('drizzle-migrations', () => migrateNodePg(db, { migrationsFolder }))
      }
    } catch (error) {
      await pool.end()
      throw error
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      execute: (text, values) => pool.query(text, values),
      exclusive,
      close: () => pool.end(),
    }
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
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // PGlite runs several statements only without parameters (exec); the last one answers.
    execute: async (text, values) =>
      values?.length
        ? client.query<Record<string, unknown>>(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    exclusive: (_name, task) => task(),
    close: () => client.close(),
  }
}
