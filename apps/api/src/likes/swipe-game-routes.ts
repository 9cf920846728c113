import type { SwipeGame, SwipeResult } from '@dating/domain/entities'
import { limits } from '@dating/domain/constants'
import {
  swipeBatchSize,
  swipeGendersFor,
  swipeInputSchema,
  swipeLikesRemaining,
} from '@dating/domain/likes'
import { and } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { swipePasses } from '../db/schema.ts'
import { bestFirst } from '../search/best-first.ts'
import { requireSession, today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { readJsonBody } from '../http/input.ts'
import { likeCandidates, memberProfile, notPassed } from './candidates.ts'
import { addLike, likeTarget, swipeLikesOn } from './likes.ts'
import { publishLikeNews } from '../live/likes.ts'
import { notifyNewLike } from '../notifications/request.ts'
import { selectSummaries, summaryView } from '../profiles/summaries.ts'

export const swipeGameRoutes = new Hono<AppEnv>()
  .get('/api/swipe-game.php', async (c) => {
    const me = requireSession(c).profileId
    const { db, now } = c.var.deps
    const member = await memberProfile(db, me)
    const [rows, likesToday] = await Promise.all([
      selectSummaries(db)
        .where(and(likeCandidates(me, c.var.site.id, swipeGendersFor(member)), notPassed(me)))
        .orderBy(...bestFirst(viewerOf(c).position))
        .limit(swipeBatchSize),
      swipeLikesOn(db, me, now()),
    ])
    const viewer = viewerOf(c)
    const day = today(c)
    return c.json({
      cards: rows.map((row) => summaryView(row, viewer, day)),
      likes_remaining: swipeLikesRemaining(likesToday),
      likes_per_day: limits.likesPerDay,
    } satisfies SwipeGame)
  })
  .post('/api/swipe-game.php', async (c) => {
    const me = requireSession(c).profileId
    const { db, now } = c.var.deps
    const input = await readJsonBody(c, swipeInputSchema)
    const profile = await likeTarget(c, me, input.profile_id)
    if (input.action === 'pass') {
      await db
        .insert(swipePasses)
        .values({ fromProfileId: me, toProfileId: profile.id, createdAt: now() })
        .onConflictDoNothing({ target: [swipePasses.fromProfileId, swipePasses.toProfileId] })
      const likesToday = await swipeLikesOn(db, me, now())
      return c.json({
        action: 'pass',
        match: false,
        profile,
        likes_remaining: swipeLikesRemaining(likesToday),
      } satisfies SwipeResult)
    }
    const { match, swipeLikesToday, created } = await addLike(db, {
      from: me,
      to: profile.id,
      source: 'swipe_game',
      now: now(),
    })
    await notifyNewLike(c, { from: me, to: profile.id, match, created })
    await publishLikeNews(c.var.deps.db, { from: me, to: profile.id, match, created })
    return c.json({
      action: 'like',
      match,
      profile,
      likes_remaining: swipeLikesRemaining(swipeLikesToday),
    } satisfies SwipeResult)
  })
