import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { verifyPassword } from '../auth/passwords.ts'
import { users } from '../db/schema.ts'
import { countedClientAddress } from '../http/request.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { beginLoginAttempt, loginSucceeded } from './login-lockout.ts'

/**
 * The settings' confirmation by the member's current password (password change, email change,
 * account deletion): a wrong one is the contract's old_password_wrong. It is a login attempt
 * like any other (docs/security.md): blocked keys answer login_blocked before the password is
 * looked at, and a wrong one counts, so a thief holding a session guesses no faster here than
 * on the login form.
 */
export async function requireCurrentPassword(
  c: Context<AppEnv>,
  userId: number,
  password: string,
): Promise<void> {
  const { db, now } = c.var.deps
  const [account] = await db
    .select({ passwordHash: users.passwordHash, siteId: users.siteId, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  if (!account?.email) throw new ApiError('old_password_wrong')
  const attempt = {
    siteId: account.siteId,
    email: account.email,
    address: countedClientAddress(c),
  }
  const started = await beginLoginAttempt(db, attempt, now())
  if (started.blockedMinutes !== null) {
    throw new ApiError('login_blocked', { minutes: started.blockedMinutes })
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new ApiError('old_password_wrong')
  }
  await loginSucceeded(db, attempt, started.eventIds, now())
}
