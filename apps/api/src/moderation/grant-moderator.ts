/**
 * Makes a member a moderator of their brand:
 * `pnpm --filter @dating/api run grant-moderator <email> <brand domain>`. Opens the database the
 * way the api does (DATABASE_URL, else PGlite under $DATA_DIR/pglite, only while the api is
 * stopped). The member then decides on reports through /api/moderation/*.php (docs/api.md).
 */
import { and, eq } from 'drizzle-orm'
import { emailKey } from '../accounts/login-lockout.ts'
import { openConfiguredDatabase } from '../db/open.ts'
import { PgliteBusyError } from '../db/pglite-lock.ts'
import { sites, users } from '../db/schema.ts'
import { EnvError, readEnv } from '../env.ts'
import { grantModerator } from './moderators.ts'

class UsageError extends Error {}

async function main(): Promise<void> {
  const [email, domain] = process.argv.slice(2)
  if (!email || !domain) {
    throw new UsageError('usage: grant-moderator <email> <brand domain, e.g. localhost>')
  }
  const database = await openConfiguredDatabase(readEnv(), 'grant-moderator')
  try {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(and(eq(users.email, emailKey(email)), eq(sites.domain, domain.toLowerCase())))
    if (!user) throw new UsageError(`grant-moderator: no member ${email} on ${domain}`)
    await grantModerator(database.db, user.id)
    console.log(`grant-moderator: ${email} moderates ${domain}`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError || error instanceof EnvError || error instanceof PgliteBusyError
  console.error(known ? error.message : error)
  process.exit(1)
})
