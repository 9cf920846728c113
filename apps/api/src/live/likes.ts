import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { invisibleProfiles } from '../notifications/schema.ts'
import { publishToMember } from './publish.ts'

/**
 * A new like on the liked member's live stream (a match on both members' streams). A like by
 * a member in invisible mode is not shown, so it is not announced either.
 */
export async function publishLikeNews(
  db: Database,
  like: { from: number; to: number; match: boolean; created: boolean },
): Promise<void> {
  if (!like.created) return
  try {
    if (like.match) {
      await db.transaction(async (tx) => {
        await publishToMember(tx, like.to, { type: 'match', data: { profile_id: like.from } })
        await publishToMember(tx, like.from, { type: 'match', data: { profile_id: like.to } })
      })
      return
    }
    const [invisible] = await db
      .select({ id: invisibleProfiles.profileId })
      .from(invisibleProfiles)
      .where(eq(invisibleProfiles.profileId, like.from))
    if (!invisible) {
      await publishToMember(db, like.to, { type: 'like', data: { profile_id: like.from } })
    }
  } catch (error) {
    console.error(`announcing a like of ${like.from} to ${like.to} failed:`, error)
  }
}
