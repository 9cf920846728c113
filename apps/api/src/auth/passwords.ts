import { hash, verify } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'

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
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  if (!(await verifyPassword(account?.passwordHash ?? null, password))) {
    throw new ApiError('old_password_wrong')
  }
}
