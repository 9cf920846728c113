/**
 * Erases the accounts pending deletion for more than 14 days, now:
 * `pnpm --filter @dating/api run erase-deleted`. Opens the database the way the api does
 * (DATABASE_URL, else PGlite under $DATA_DIR/pglite) and removes picture files from MEDIA_DIR.
 * The api runs the same job every hour; with PostgreSQL both may run at once, a PGlite folder
 * is only opened while the api is stopped (src/db/pglite-lock.ts).
 */
import { openConfiguredDatabase } from '../db/open.ts'
import { PgliteBusyError } from '../db/pglite-lock.ts'
import { EnvError, readEnv } from '../env.ts'
import { createFsMediaStore } from '../media/fs-store.ts'
import { eraseExpiredDeletions } from './erasure.ts'

async function main(): Promise<void> {
  const env = readEnv()
  const database = await openConfiguredDatabase(env, 'erase-deleted')
  try {
    const result = await eraseExpiredDeletions(
      database.db,
      createFsMediaStore(env.mediaDir),
      new Date(),
    )
    console.log(
      `erase-deleted: ${result.erased} account(s) erased, files of ${result.picturesRemoved} picture(s) removed`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof PgliteBusyError
  console.error(known ? error.message : error)
  process.exit(1)
})
