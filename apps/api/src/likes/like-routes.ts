import { abuseCaps } from '@dating/domain/account'
import type { LikeResult } from '@dating/domain/entities'
import { likeInputSchema } from '@dating/domain/likes'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { likes } from '../db/schema.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { addLike, likeTarget } from './likes.ts'
import { publishLikeNews } from '../live/likes.ts'
import { notifyNewLike, withdrawLikeNews } from '../notifications/request.ts'
import { takeCapped } from '../http/abuse-caps.ts'

export const likeRoutes = new Hono<AppEnv>()
  .post('/api/like.php', async (c) => {
    const me = requireSession(c).profileId
    const input = await readJsonBody(c, likeInputSchema)
    const profile = await likeTarget(c, me, input.profile_id)
    await takeCapped(c, 'like_member', String(me), abuseCaps.likesPerMemberPerHour, 'hour')
    const { match, created } = await addLike(c.var.deps.db, {
      from: me,
      to: profile.id,
      source: input.source,
      now: c.var.deps.now(),
    })
    await notifyNewLike(c, { from: me, to: profile.id, match, created })
    await publishLikeNews(c.var.deps.db, { from: me, to: profile.id, match, created })
    return c.json({ liked: true, match, profile } satisfies LikeResult)
  })
  .delete('/api/like.php', async (c) => {
    const me = requireSession(c).profileId
    const input = await readJsonBody(c, likeInputSchema)
    const profile = await likeTarget(c, me, input.profile_id)
    await c.var.deps.db
      .delete(likes)
      .where(and(eq(likes.fromProfileId, me), eq(likes.toProfileId, profile.id)))
    await withdrawLikeNews(c, { from: me, to: profile.id })
    return c.json({ liked: false, match: false, profile } satisfies LikeResult)
  })
