import type { AutoLike } from '@dating/domain/entities'
import { and, desc, eq, exists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { likes, profiles } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { cardOf, notBlockedEitherWay } from './likes.ts'
import { notInvisible } from '../notifications/visibility.ts'

const likedBack = alias(likes, 'liked_back')

/**
 * SPEC §7: the profile of the like modal. The newest match the member has not seen yet (the
 * other side's like is still new), else the newest profile that liked the member (new likes
 * first), else 404 no_match.
 */
export const autoLikeRoutes = new Hono<AppEnv>().get('/api/auto-like.php', async (c) => {
  const me = requireSession(c).profileId
  const { db } = c.var.deps
  const mutual = exists(
    db
      .select({ one: sql`1` })
      .from(likedBack)
      .where(and(eq(likedBack.fromProfileId, me), eq(likedBack.toProfileId, likes.fromProfileId))),
  )
  const received = and(
    eq(likes.toProfileId, me),
    eq(profiles.siteId, c.var.site.id),
    eq(profiles.status, 'active'),
    notBlockedEitherWay(me, likes.fromProfileId),
    notInvisible(likes.fromProfileId),
  )
  const columns = { profileId: likes.fromProfileId, match: mutual.mapWith(Boolean) }
  const [unseenMatch] = await db
    .select(columns)
    .from(likes)
    .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
    .where(and(received, eq(likes.likeNew, true), mutual))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(1)
  const [liker] = unseenMatch
    ? [unseenMatch]
    : await db
        .select(columns)
        .from(likes)
        .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
        .where(received)
        .orderBy(desc(likes.likeNew), desc(likes.createdAt), desc(likes.id))
        .limit(1)
  if (!liker) throw new ApiError('no_match')
  const profile = await cardOf(c, liker.profileId)
  return c.json({ match: Boolean(liker.match), profile } satisfies AutoLike)
})
