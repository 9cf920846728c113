import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { preparedOn } from '../db/prepared.ts'
import { cachedRead } from '../db/read-cache.ts'
import { requireSession, today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { cardJson, parsedJson, type SummaryRow, summaryView } from '../profiles/summaries.ts'

const likesLimit = 200

/**
 * Both lists of likes.php with their cards in one statement: the newest 200 likes each way
 * (received ones new first, without members in invisible mode), then the cards of the profiles
 * still active (disabled ones, not yet activated or pending deletion, are hidden).
 */
const likesQuery = preparedOn((db) => {
  const me = sql.placeholder('me')
  const card = (likeAlias: string, profileColumn: string) =>
    sql.raw(
      `join profiles as r on r.id = ${likeAlias}.${profileColumn} and r.status = 'active' left join images as ri on ri.id = r.main_image_id and ri.status = 'active'`,
    )
  return db
    .select({
      sent: sql`(select coalesce(json_agg(${cardJson} order by s.created_at desc, s.id desc), '[]'::json) from (select lk.id, lk.to_profile_id, lk.created_at from likes as lk where lk.from_profile_id = ${me} order by lk.created_at desc, lk.id desc limit ${likesLimit}) as s ${card('s', 'to_profile_id')})`.mapWith(
        (value) => parsedJson<SummaryRow[]>(value),
      ),
      received:
        sql`(select coalesce(json_agg(json_build_object('likeNew', g.like_new, 'card', ${cardJson}) order by g.like_new desc, g.created_at desc, g.id desc), '[]'::json) from (select lk.id, lk.from_profile_id, lk.like_new, lk.created_at from likes as lk where lk.to_profile_id = ${me} and not exists (select 1 from invisible_profiles as ip where ip.profile_id = lk.from_profile_id) order by lk.like_new desc, lk.created_at desc, lk.id desc limit ${likesLimit}) as g ${card('g', 'from_profile_id')})`.mapWith(
          (value) => parsedJson<{ likeNew: boolean; card: SummaryRow }[]>(value),
        ),
    })
    .from(sql`(select 1) as one`)
    .prepare('likes_lists')
})

export const likesRoutes = new Hono<AppEnv>().get('/api/likes.php', async (c) => {
  const me = requireSession(c).profileId
  const { db } = c.var.deps
  // On PGlite the lists are reused until the next write (decision 039).
  const row = await cachedRead(db, `likes ${me}`, async () => {
    const [found] = await likesQuery(db).execute({ me })
    return found ?? null
  })
  const viewer = viewerOf(c)
  const day = today(c)
  return c.json({
    profiles: (row?.sent ?? []).map((card) => summaryView(card, viewer, day)),
    liked_by: (row?.received ?? []).map((like) => ({
      id: like.card.id,
      like_new: like.likeNew,
      profile: summaryView(like.card, viewer, day),
    })),
  })
})
