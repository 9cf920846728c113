import { eq } from 'drizzle-orm'
import { balanceOf } from '../credits/ledger.ts'
import type { Database } from '../db/client.ts'
import { profiles } from '../db/schema.ts'
import { publishToMember } from './publish.ts'

/** Tells the member's streams their balance after a booking outside the chat (a payment). */
export async function publishBalance(db: Database, profileId: number): Promise<void> {
  const [profile] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
  if (!profile) return
  const credits = await balanceOf(db, profile.userId)
  await publishToMember(db, profileId, { type: 'balance', data: { credits } })
}
