import type { ProfileDetail, ProfileSummary } from '@dating/domain/entities'
import { isInterest } from '@dating/domain/interests'
import { and, asc, desc, eq, exists, gt, lt, ne, notExists, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../context.ts'
import type { Database } from '../db/client.ts'
import { profiles } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { today, viewerOf } from '../http/guards.ts'
import { readQuery } from '../http/input.ts'
import { isPrefetch, markLikeSeen } from '../likes/likes.ts'
import { imageView, selectImageRows, type Viewer } from '../views/images.ts'
import { selectSummaries, summaryView } from '../views/profiles.ts'

export const profileIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(2_147_483_647),
)

const profileQuerySchema = v.object({ id: profileIdSchema })

const relatedCount = 6

/** A block hides the two profiles from each other, whichever of them blocked. */
function blockedBy(viewer: Viewer): SQL | undefined {
  if (viewer.profileId === null) return undefined
  return notExists(
    sql`(select 1 from blocks as b where (b.blocker_profile_id = "profiles"."id" and b.blocked_profile_id = ${viewer.profileId}) or (b.blocker_profile_id = ${viewer.profileId} and b.blocked_profile_id = "profiles"."id"))`,
  )
}

/** Active profiles like this one (same country and gender), nearest ids first. */
async function related(
  db: Database,
  profile: { id: number; siteId: number; country: string; gender: string },
  viewer: Viewer,
  day: string,
): Promise<ProfileSummary[]> {
  const alike = and(
    eq(profiles.siteId, profile.siteId),
    eq(profiles.status, 'active'),
    sql`${profiles.country} = ${profile.country}`,
    sql`${profiles.gender} = ${profile.gender}`,
    viewer.profileId !== null ? ne(profiles.id, viewer.profileId) : undefined,
    blockedBy(viewer),
  )
  const older = await selectSummaries(db)
    .where(and(alike, lt(profiles.id, profile.id)))
    .orderBy(desc(profiles.id))
    .limit(relatedCount)
  const newer =
    older.length < relatedCount
      ? await selectSummaries(db)
          .where(and(alike, gt(profiles.id, profile.id)))
          .orderBy(asc(profiles.id))
          .limit(relatedCount - older.length)
      : []
  return [...older, ...newer].map((row) => summaryView(row, viewer, day))
}

export const profileRoutes = new Hono<AppEnv>().get('/api/profile.php', async (c) => {
  const { id } = readQuery(c, profileQuerySchema)
  const { db } = c.var.deps
  const viewer = viewerOf(c)
  const day = today(c)
  const isOwn = viewer.profileId === id

  const [summary] = await selectSummaries(db)
    .where(
      and(
        eq(profiles.id, id),
        eq(profiles.siteId, c.var.site.id),
        isOwn ? undefined : eq(profiles.status, 'active'),
        blockedBy(viewer),
      ),
    )
    .limit(1)
  if (!summary) throw new ApiError('not_found')
  if (viewer.profileId !== null && !isOwn && !isPrefetch(c.req.raw.headers)) {
    await markLikeSeen(db, id, viewer.profileId)
  }

  const [details] = await db
    .select({
      siteId: profiles.siteId,
      about: profiles.about,
      height: profiles.height,
      hairColour: profiles.hairColour,
      eyeColour: profiles.eyeColour,
      bodyType: profiles.bodyType,
      relationshipStatus: profiles.relationshipStatus,
      interests: profiles.interests,
      liked:
        viewer.profileId === null
          ? sql<boolean>`false`
          : exists(
              sql`(select 1 from likes as lk where lk.from_profile_id = ${viewer.profileId} and lk.to_profile_id = "profiles"."id")`,
            ).mapWith(Boolean),
    })
    .from(profiles)
    .where(eq(profiles.id, id))
  if (!details) throw new ApiError('not_found')

  const imageRows = await selectImageRows(db, id, { includePending: isOwn })

  const profile: ProfileDetail = {
    ...summaryView(summary, viewer, day),
    about: details.about,
    height: details.height,
    hair_colour: details.hairColour,
    eye_colour: details.eyeColour,
    body_type: details.bodyType,
    relationship_status: details.relationshipStatus,
    interests: details.interests.filter(isInterest),
    images: imageRows.map((image) => imageView(image, viewer)),
    liked: Boolean(details.liked),
  }
  return c.json({
    profile,
    related: await related(db, { ...summary, siteId: details.siteId }, viewer, day),
  })
})
