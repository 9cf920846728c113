import type { ProfileSummary } from '@dating/domain/entities'
import { likeRefusal, swipeDayRange, swipeLikesRemaining } from '@dating/domain/likes'
import type { LikeSource } from '@dating/domain/profile-attributes'
import { limits } from '@dating/domain/constants'
import { and, count, eq, gte, lt, notExists, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { blocks, likes, profiles } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { summariesByIds } from '../profiles/summaries.ts'

/** Neither profile blocked the other; `column` is the other profile's id column. */
export function notBlockedEitherWay(member: number, column: AnyPgColumn): SQL {
  return and(
    notExists(
      sql`(select 1 from ${blocks} where ${blocks.blockerProfileId} = ${column} and ${blocks.blockedProfileId} = ${member})`,
    ),
    notExists(
      sql`(select 1 from ${blocks} where ${blocks.blockerProfileId} = ${member} and ${blocks.blockedProfileId} = ${column})`,
    ),
  ) as SQL
}

/**
 * The profile a member wants to like, unlike or pass, as a card; refuses what the member may
 * not do (docs/api.md): yourself 400, an unknown or hidden profile 404, a blocked one 403.
 */
export async function likeTarget(c: Context<AppEnv>, member: number, id: number) {
  const { db } = c.var.deps
  const [row] = await db
    .select({
      id: profiles.id,
      memberBlocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerProfileId} = ${member} and ${blocks.blockedProfileId} = ${profiles.id})`,
      profileBlocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerProfileId} = ${profiles.id} and ${blocks.blockedProfileId} = ${member})`,
    })
    .from(profiles)
    .where(
      and(eq(profiles.id, id), eq(profiles.siteId, c.var.site.id), eq(profiles.status, 'active')),
    )
  if (!row && id !== member) throw new ApiError('not_found')
  const refusal = likeRefusal({
    isSelf: id === member,
    memberBlockedProfile: Boolean(row?.memberBlocked),
    profileBlockedMember: Boolean(row?.profileBlocked),
  })
  if (refusal === 'self') throw new ApiError('cannot_like_self')
  if (refusal === 'hidden') throw new ApiError('not_found')
  if (refusal === 'blocked') throw new ApiError('profile_blocked')
  return cardOf(c, id)
}

export async function cardOf(c: Context<AppEnv>, id: number): Promise<ProfileSummary> {
  const cards = await summariesByIds(c.var.deps.db, [id], viewerOf(c), today(c))
  const card = cards.get(id)
  if (!card) throw new ApiError('not_found')
  return card
}

export async function likeExists(db: Database, from: number, to: number): Promise<boolean> {
  const [row] = await db
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.fromProfileId, from), eq(likes.toProfileId, to)))
  return row !== undefined
}

/** Swipe-game likes the member gave in the swipe day holding `now` (UTC, see domain/likes). */
export async function swipeLikesOn(db: Database, member: number, now: Date): Promise<number> {
  const { start, end } = swipeDayRange(now)
  const [row] = await db
    .select({ total: count() })
    .from(likes)
    .where(
      and(
        eq(likes.fromProfileId, member),
        eq(likes.source, 'swipe_game'),
        gte(likes.createdAt, start),
        lt(likes.createdAt, end),
      ),
    )
  return Number(row?.total ?? 0)
}

/**
 * Records a like (a repeated like changes nothing: `created` false) and tells whether it is
 * mutual. Swipe-game
 * likes are counted under a lock on the member's profile row, so two likes sent at once cannot
 * both take the last one of the day.
 */
export async function addLike(
  db: Database,
  like: { from: number; to: number; source: LikeSource; now: Date },
): Promise<{ match: boolean; swipeLikesToday: number; created: boolean }> {
  return db.transaction(async (tx) => {
    let swipeLikesToday = 0
    if (like.source === 'swipe_game') {
      await tx.execute(
        sql`select id from ${profiles} where ${profiles.id} = ${like.from} for update`,
      )
      if (!(await likeExists(tx, like.from, like.to))) {
        swipeLikesToday = await swipeLikesOn(tx, like.from, like.now)
        if (swipeLikesRemaining(swipeLikesToday) === 0) {
          throw new ApiError('daily_like_limit', { count: limits.likesPerDay })
        }
        swipeLikesToday += 1
      }
    }
    const inserted = await tx
      .insert(likes)
      .values({
        fromProfileId: like.from,
        toProfileId: like.to,
        source: like.source,
        createdAt: like.now,
      })
      .onConflictDoNothing({ target: [likes.fromProfileId, likes.toProfileId] })
      .returning({ id: likes.id })
    if (like.source === 'swipe_game' && swipeLikesToday === 0) {
      swipeLikesToday = await swipeLikesOn(tx, like.from, like.now)
    }
    return {
      match: await likeExists(tx, like.to, like.from),
      swipeLikesToday,
      created: inserted.length > 0,
    }
  })
}

/** Opening a profile that liked the member marks that like as seen (SPEC §4). */
export async function markLikeSeen(db: Database, from: number, to: number): Promise<void> {
  await db
    .update(likes)
    .set({ likeNew: false })
    .where(and(eq(likes.fromProfileId, from), eq(likes.toProfileId, to), eq(likes.likeNew, true)))
}
