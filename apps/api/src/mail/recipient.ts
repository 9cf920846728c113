import { and, eq, ne, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, users } from '../db/schema.ts'
import type { MailRecipient } from './service.ts'

type MemberRecipient = MailRecipient & { userId: number }

async function recipientWhere(
  db: Database,
  where: SQL | undefined,
): Promise<MemberRecipient | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      name: profiles.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .limit(1)
  if (!row?.email) return null
  return { email: row.email, userId: row.userId, locale: row.language, name: row.name ?? '' }
}

/** The member as a recipient (address, language, profile name), or null without an address. */
export function memberRecipient(db: Database, userId: number): Promise<MemberRecipient | null> {
  return recipientWhere(db, eq(users.id, userId))
}

/** The brand's member (not erased) with the address as a recipient, or null when none has it. */
export function recipientByEmail(
  db: Database,
  siteId: number,
  email: string,
): Promise<MemberRecipient | null> {
  return recipientWhere(
    db,
    and(eq(users.siteId, siteId), eq(users.email, email), ne(users.status, 'deleted')),
  )
}
