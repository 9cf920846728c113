import type { ProfileSummary } from '@dating/domain/entities'
import {
  countryOfRegion,
  matchFinderAgeRanges,
  matchFinderQuerySchema,
  matchFinderSuggestions,
} from '@dating/domain/likes'
import { and, eq, gt, lte } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { profiles } from '../db/schema.ts'
import { requireSession, today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { readQuery } from '../http/input.ts'
import { likeCandidates } from './candidates.ts'
import { yearsBefore } from '../search/members.ts'
import { bestFirst } from '../search/best-first.ts'
import { selectSummaries, summaryView } from '../profiles/summaries.ts'

/**
 * The match finder (SPEC §5): profiles of an age range and gender, in a region or anywhere,
 * that the member has not liked yet, best first (search/best-first.ts).
 */
export const matchFinderRoutes = new Hono<AppEnv>().get('/api/match-finder.php', async (c) => {
  const me = requireSession(c).profileId
  const query = readQuery(c, matchFinderQuerySchema)
  const { db } = c.var.deps
  const day = today(c)
  const ages = matchFinderAgeRanges[query.age]
  const country = query.countryregion ? countryOfRegion(query.countryregion) : null
  const rows = await selectSummaries(db)
    .where(
      and(
        likeCandidates(me, c.var.site.id, [query.gender]),
        lte(profiles.birthdate, yearsBefore(day, ages.min)),
        gt(profiles.birthdate, yearsBefore(day, ages.max + 1)),
        country ? eq(profiles.country, country) : undefined,
        query.countryregion ? eq(profiles.region, query.countryregion) : undefined,
      ),
    )
    .orderBy(...bestFirst(viewerOf(c).position))
    .limit(matchFinderSuggestions)
  const viewer = viewerOf(c)
  const suggestions: ProfileSummary[] = rows.map((row) => summaryView(row, viewer, day))
  return c.json({ suggestions })
})
