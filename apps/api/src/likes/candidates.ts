import type { Gender } from '@dating/domain/profile-attributes'
import { and, eq, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { likes, profiles, swipePasses } from '../db/schema.ts'
import { notInvisible } from '../notifications/visibility.ts'
import { notBlockedEitherWay } from './likes.ts'

/**
 * Active profiles of the brand a member could like: not the member, not liked yet, no block
 * either way, not in invisible mode, of the given genders.
 */
export function likeCandidates(member: number, siteId: number, genders: readonly Gender[]): SQL {
  return and(
    eq(profiles.siteId, siteId),
    eq(profiles.status, 'active'),
    ne(profiles.id, member),
    inArray(profiles.gender, [...genders]),
    notExists(
      sql`(select 1 from ${likes} where ${likes.fromProfileId} = ${member} and ${likes.toProfileId} = ${profiles.id})`,
    ),
    notBlockedEitherWay(member, profiles.id),
    notInvisible(profiles.id),
  ) as SQL
}

/** Not passed in the swipe game yet. */
export function notPassed(member: number): SQL {
  return notExists(
    sql`(select 1 from ${swipePasses} where ${swipePasses.fromProfileId} = ${member} and ${swipePasses.toProfileId} = ${profiles.id})`,
  )
}

export async function memberProfile(db: Database, member: number) {
  const [row] = await db
    .select({ gender: profiles.gender, sexuality: profiles.sexuality, country: profiles.country })
    .from(profiles)
    .where(eq(profiles.id, member))
  if (!row) throw new Error(`Profile ${member} of a session does not exist`)
  return row
}
