import { passwordSchema } from '@dating/domain/account'
import { hash, verify } from '@node-rs/argon2'
import { and, eq, ne } from 'drizzle-orm'
import * as v from 'valibot'
import { emailKey } from '../accounts/login-lockout.ts'
import { recordRateEvent } from '../accounts/rate-events.ts'
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
 * account deletion): a wrong one is the contract's old_password_wrong.
 */
export async function requireCurrentPassword(
  db: Database,
  userId: number,
  password: string,
  now: Date,
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash, siteId: users.siteId, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  if (!(await verifyPassword(account?.passwordHash ?? null, password))) {
    // A wrong current password is a failed login of the account (docs/security.md): a thief
    // holding a session cannot guess the password here faster than on the login form.
    if (account?.email) {
      const key = { siteId: account.siteId, kind: 'login_failure_account' as const }
      await recordRateEvent(db, { ...key, key: emailKey(account.email) }, now)
    }
    throw new ApiError('old_password_wrong')
  }
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
