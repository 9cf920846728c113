import { passwordSchema } from '@dating/domain/account'
import { hash, verify } from '@node-rs/argon2'
import { and, eq, ne } from 'drizzle-orm'
import * as v from 'valibot'
import type { Context } from 'hono'
import { beginLoginAttempt, loginSucceeded } from '../accounts/login-lockout.ts'
import type { AppEnv } from '../context.ts'
import { countedClientAddress } from '../http/client-address.ts'
import type { Database } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { validate } from '../http/input.ts'

/** argon2id (the library's default algorithm) with its default cost, as a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

let throwaway: Promise<string> | null = null

function throwawayHash(): Promise<string> {
  throwaway ??= hash('no account has this password')
  return throwaway
}

/** Makes the throwaway hash now, so the first failed login is not faster than later ones. */
export async function prepareDummyHash(): Promise<void> {
  await throwawayHash()
}

/**
 * Checks a password; with no stored hash (unknown email, member without login) it verifies
 * against a throwaway hash, so the answer takes about as long either way.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    await verify(await throwawayHash(), password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}

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

/** The body fields of a newly chosen password, checked by chosenPassword. */
export const newPasswordEntries = {
  password: v.pipe(v.string(), v.maxLength(1000)),
  password_repeat: v.pipe(v.string(), v.maxLength(1000)),
}

/** A new password typed twice: differing is passwords_differ, else it must meet passwordSchema. */
export function chosenPassword(input: { password: string; password_repeat: string }): string {
  if (input.password !== input.password_repeat) throw new ApiError('passwords_differ')
  return validate(passwordSchema, input.password, 'password')
}

/** Sets the member's password and ends their sessions, all but `keepTokenHash`'s when given. */
export async function replacePassword(
  db: Database,
  userId: number,
  password: string,
  keepTokenHash?: string,
): Promise<void> {
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          keepTokenHash === undefined ? undefined : ne(sessions.tokenHash, keepTokenHash),
        ),
      )
  })
}
