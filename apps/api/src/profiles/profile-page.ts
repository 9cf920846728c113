import type { ProfileDetail, ProfileSummary } from '@dating/domain/entities'
import { isInterest } from '@dating/domain/interests'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { preparedByKey } from '../db/prepared.ts'
import { cachedRead } from '../db/read-cache.ts'
import { images, profiles } from '../db/schema.ts'
import { type ImageRow, imageView, type Viewer } from '../photos/image-view.ts'
import {
  activeMainImage,
  cardJson,
  parsedJson,
  type SummaryRow,
  summaryColumns,
  summaryView,
} from './summaries.ts'

/** Who opens the profile, which decides the statement: a visitor, a member, or its owner. */
type Opener = 'visitor' | 'member' | 'own'

const relatedCount = 6

/** Neither side blocked the other; two probes of the blocks pair index. */
function notBlockedWithViewer(profileId: SQL): SQL {
  return sql`not exists (select 1 from blocks as b where b.blocker_profile_id = ${profileId} and b.blocked_profile_id = ${sql.placeholder('viewer')}) and not exists (select 1 from blocks as b where b.blocker_profile_id = ${sql.placeholder('viewer')} and b.blocked_profile_id = ${profileId})`
}

/**
 * Up to six active profiles like the opened one (same brand, country and gender), the nearest
 * older ids first, then newer ones, as cards: the search index (site, country, gender, id)
 * answers both ends.
 */
function relatedJson(opener: Opener): SQL {
  const alike = sql`n.site_id = "profiles"."site_id" and n.status = 'active' and n.country = "profiles"."country" and n.gender = "profiles"."gender"${
    opener === 'visitor'
      ? sql``
      : sql` and n.id <> ${sql.placeholder('viewer')} and ${notBlockedWithViewer(sql`n.id`)}`
  }`
  return sql`(select coalesce(json_agg(${cardJson} order by near.side, near.distance), '[]'::json) from (select * from ((select n.id, 0 as side, "profiles"."id" - n.id as distance from profiles as n where ${alike} and n.id < "profiles"."id" order by n.id desc limit ${relatedCount}) union all (select n.id, 1 as side, n.id - "profiles"."id" as distance from profiles as n where ${alike} and n.id > "profiles"."id" order by n.id asc limit ${relatedCount})) as both_sides order by side, distance limit ${relatedCount}) as near join profiles as r on r.id = near.id left join images as ri on ri.id = r.main_image_id and ri.status = 'active')`
}

/** The profile's pictures in gallery order; pending ones only for their owner. */
function imagesJson(opener: Opener): SQL {
  const status = opener === 'own' ? sql`` : sql` and i.status = 'active'`
  return sql`(select coalesce(json_agg(json_build_object('id', i.id, 'profileId', i.profile_id, 'storageKey', i.storage_key, 'free', i.free, 'status', i.status) order by i.position, i.id), '[]'::json) from images as i where i.profile_id = "profiles"."id"${status})`
}

/**
 * GET /api/profile.php in one statement (decision 037): the card, the details, the pictures,
 * whether the viewer liked it and has an unseen like from it, and the related cards.
 */
const profilePageQuery = preparedByKey((db: Database, opener: Opener) => {
  const member = opener !== 'visitor'
  return db
    .select({
      ...summaryColumns,
      about: profiles.about,
      height: profiles.height,
      hairColour: profiles.hairColour,
      eyeColour: profiles.eyeColour,
      bodyType: profiles.bodyType,
      relationshipStatus: profiles.relationshipStatus,
      interests: profiles.interests,
      liked: member
        ? sql<boolean>`exists (select 1 from likes as lk where lk.from_profile_id = ${sql.placeholder('viewer')} and lk.to_profile_id = "profiles"."id")`
        : sql<boolean>`false`,
      unseenLike: member
        ? sql<boolean>`exists (select 1 from likes as lk where lk.from_profile_id = "profiles"."id" and lk.to_profile_id = ${sql.placeholder('viewer')} and lk.like_new)`
        : sql<boolean>`false`,
      images: imagesJson(opener).mapWith((value) => parsedJson<ImageRow[]>(value)),
      related: relatedJson(opener).mapWith((value) => parsedJson<SummaryRow[]>(value)),
    })
    .from(profiles)
    .leftJoin(images, activeMainImage)
    .where(
      and(
        eq(profiles.id, sql.placeholder('id')),
        eq(profiles.siteId, sql.placeholder('siteId')),
        opener === 'own' ? undefined : sql`"profiles"."status" = 'active'`,
        opener === 'member' ? notBlockedWithViewer(sql`"profiles"."id"`) : undefined,
      ),
    )
    .limit(1)
    .prepare(`profile_page_${opener}`)
})

export type ProfilePage = {
  profile: ProfileDetail
  related: ProfileSummary[]
  /** The profile liked the viewer and the viewer has not seen it yet. */
  unseenLike: boolean
}

/** The profile page of `id` on the brand as `viewer` sees it, or null (unknown, hidden, blocked). */
export async function loadProfilePage(
  db: Database,
  input: { id: number; siteId: number; viewer: Viewer; today: string },
): Promise<ProfilePage | null> {
  const { id, siteId, viewer, today } = input
  const opener: Opener =
    viewer.profileId === null ? 'visitor' : viewer.profileId === id ? 'own' : 'member'
  const viewerId = viewer.profileId ?? 0
  // On PGlite the row is reused until the next write (decision 039); ages follow `today`.
  const row = await cachedRead(db, `profile ${opener} ${siteId} ${id} ${viewerId}`, async () => {
    const [found] = await profilePageQuery(db, opener).execute({ id, siteId, viewer: viewerId })
    return found ?? null
  })
  if (!row) return null
  const profile: ProfileDetail = {
    ...summaryView(row, viewer, today),
    about: row.about,
    height: row.height,
    hair_colour: row.hairColour,
    eye_colour: row.eyeColour,
    body_type: row.bodyType,
    relationship_status: row.relationshipStatus,
    interests: row.interests.filter(isInterest),
    images: row.images.map((image) => imageView(image, viewer)),
    liked: Boolean(row.liked),
  }
  return {
    profile,
    related: row.related.map((card) => summaryView(card, viewer, today)),
    unseenLike: Boolean(row.unseenLike),
  }
}
