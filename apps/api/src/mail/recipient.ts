import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, users } from '../db/schema.ts'
import type { MailRecipient } from './service.ts'

/** The member as a recipient (address, language, profile name), or null without an address. */
export async function memberRecipient(db: Database, userId: number): Promise<MailRecipient | null> {
  const [row] = await db
    .select({ email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row?.email) return null
  return { email: row.email, userId, locale: row.language, name: row.name ?? '' }
}
