import { passwordSchema } from '@dating/domain/account'
import { hash, verify } from '@node-rs/argon2'
import { and, eq, ne } from 'drizzle-orm'
import * as v from 'valibot'
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
