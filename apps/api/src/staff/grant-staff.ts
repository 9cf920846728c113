/**
 * Grants a back-office role (decision 055), e.g. the first admin of a brand:
 * `pnpm --filter @dating/api run grant-staff <email> <brand domain> <moderator|admin> [name]`.
 * Opens the database the way the api does (DATABASE_URL, else PGlite under $DATA_DIR/pglite,
 * only while the api is stopped). A new staff member gets an invitation link, printed here, to
 * choose a password in the back office (BACKOFFICE_URL); later grants are made in the app.
 */
import { isStaffRole, staffLimits } from '@dating/domain/staff'
import { eq } from 'drizzle-orm'
import { openConfiguredDatabase } from '../db/open.ts'
import { PgliteBusyError } from '../db/pglite-lock.ts'
import { sites } from '../db/schema.ts'
import { EnvError, readEnv } from '../env.ts'
import { grantStaffRole } from './accounts.ts'
import { invitationLink } from './invitation-link.ts'

class UsageError extends Error {}

const usage = 'usage: grant-staff <email> <brand domain, e.g. localhost> <moderator|admin> [name]'

async function main(): Promise<void> {
  const [email, domain, role, ...nameWords] = process.argv.slice(2)
  if (!email || !domain || !role || !isStaffRole(role)) throw new UsageError(usage)
  const address = email.trim().toLowerCase()
  if (!/^[^@\s]+@[^@\s]+$/.test(address))
    throw new UsageError(`grant-staff: ${email} is no email address`)
  const env = readEnv()
  const database = await openConfiguredDatabase(env, 'grant-staff')
  try {
    const [site] = await database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.domain, domain.toLowerCase()))
    if (!site) throw new UsageError(`grant-staff: no brand ${domain}`)
    const granted = await grantStaffRole(
      database.db,
      {
        email: address,
        name: nameWords.join(' ') || address,
        siteId: site.id,
        role,
        language: 'en',
        grantedByStaffId: null,
      },
      new Date(),
    )
    console.log(`grant-staff: ${address} is ${role} of ${domain}`)
    if (granted.invitationToken) {
      console.log(
        `Open this link within ${staffLimits.invitationDays} days to choose a password:\n  ${invitationLink(env.backofficeUrl, granted.invitationToken)}`,
      )
    }
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
