import { hash, verify } from '@node-rs/argon2'

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
