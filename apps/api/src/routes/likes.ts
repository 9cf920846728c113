import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../context.ts'
import { likes, profiles } from '../db/schema.ts'
import { requireSession, today, viewerOf } from '../http/guards.ts'
import { notInvisible } from '../notifications/visibility.ts'
import { summariesByIds } from '../views/profiles.ts'

const likesLimit = 200

export const likesRoutes = new Hono<AppEnv>().get('/api/likes.php', async (c) => {
  const me = requireSession(c).profileId
  const { db } = c.var.deps
  const [sent, received] = await Promise.all([
    db
      .select({ profileId: likes.toProfileId })
      .from(likes)
      .where(eq(likes.fromProfileId, me))
      .orderBy(desc(likes.createdAt), desc(likes.id))
      .limit(likesLimit),
    // SPEC §4: received likes with the new ones first.
    db
      .select({ profileId: likes.fromProfileId, likeNew: likes.likeNew })
      .from(likes)
      // A member in invisible mode is not shown in others' likes.
      .where(and(eq(likes.toProfileId, me), notInvisible(likes.fromProfileId)))
      .orderBy(desc(likes.likeNew), desc(likes.createdAt), desc(likes.id))
      .limit(likesLimit),
  ])
  const summaries = await summariesByIds(
    db,
    [...new Set([...sent, ...received].map((like) => like.profileId))],
    viewerOf(c),
    today(c),
    // Disabled profiles (not yet activated, or pending deletion) are hidden here too.
    eq(profiles.status, 'active'),
  )
  return c.json({
    profiles: sent.flatMap((like) => summaries.get(like.profileId) ?? []),
    liked_by: received.flatMap((like) => {
      const profile = summaries.get(like.profileId)
      return profile ? [{ id: like.profileId, like_new: like.likeNew, profile }] : []
    }),
  })
})
