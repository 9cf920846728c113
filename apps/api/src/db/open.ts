import type { Env } from '../env.ts'
import { createDatabase, type DatabaseHandle } from './client.ts'
import { lockPgliteDir } from './pglite-lock.ts'

/**
 * The database the environment names, as the api and its commands open it: PostgreSQL with
 * DATABASE_URL, else PGlite under $DATA_DIR/pglite, locked for this process (`holder` names
 * it in the lock) until the handle is closed.
 */
export async function openConfiguredDatabase(env: Env, holder: string): Promise<DatabaseHandle> {
  const readCache = env.readCache
  if (env.databaseUrl) return createDatabase({ url: env.databaseUrl, readCache })
  const dataDir = `${env.dataDir}/pglite`
  const unlock = lockPgliteDir(dataDir, holder)
  try {
    const database = await createDatabase({ dataDir, readCache })
    return {
      ...database,
      close: () => database.close().finally(unlock),
    }
  } catch (error) {
    unlock()
    throw error
  }
}
