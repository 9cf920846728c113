import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { serverSecrets } from '../db/schema.ts'

/** A 256-bit secret stored under `name`, made on first use; the first writer wins a race. */
export async function ensureServerSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name })
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`Server secret ${name} was not stored`)
  return row.value
}
