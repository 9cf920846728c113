import pg from 'pg'
import { registerCleanup } from './processes.ts'

export interface ThrowawayDatabase {
  url: string
  drop: () => Promise<void>
}

/**
 * Creates an empty database on the PostgreSQL server of `serverUrl` (named after this process,
 * so runs never share one) and answers its URL; `drop` removes it again, also on ^C.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  purpose: string,
): Promise<ThrowawayDatabase> {
  const server = new URL(serverUrl)
  const name = `bench_${purpose}_${process.pid}_${Date.now().toString(36)}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: new URL('/postgres', server).href })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
  let dropped = false
  const drop = async () => {
    if (dropped) return
    dropped = true
    unregister()
    await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)
  }
  const unregister = registerCleanup(drop)
  return { url: new URL(`/${name}`, server).href, drop }
}
