import { pageCount, type PhotoQueueItem, queuePageSize } from '@dating/domain/moderation-queue'
import type { PageInfo } from '@dating/domain/staff'
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { images, profiles, sites } from '../db/schema.ts'
import { staffPhotoUrl } from './case.ts'

/**
 * New member photos are visible at once and reviewed afterwards (decision 058): the queue holds
 * every active photo nobody has looked at, oldest first. Rejecting one is a decision
 * (`photo_removed`, with its statement of reasons); approving only marks it seen.
 */
const unreviewed = and(isNull(images.reviewedAt), eq(images.status, 'active'))

export async function photoQueuePage(
  db: Database,
  siteIds: number[],
  page: number,
): Promise<{ photos: PhotoQueueItem[] } & PageInfo> {
  const where = and(unreviewed, inArray(profiles.siteId, siteIds))
  const [totalRow] = await db
    .select({ total: count() })
    .from(images)
    .innerJoin(profiles, eq(profiles.id, images.profileId))
    .where(where)
  const total = totalRow?.total ?? 0
  const rows = await db
    .select({
      id: images.id,
      status: images.status,
      free: images.free,
      createdAt: images.createdAt,
      siteId: profiles.siteId,
      brand: sites.name,
      profileId: profiles.id,
      profileName: profiles.name,
      profileStatus: profiles.status,
    })
    .from(images)
    .innerJoin(profiles, eq(profiles.id, images.profileId))
    .innerJoin(sites, eq(sites.id, profiles.siteId))
    .where(where)
    .orderBy(asc(images.createdAt), asc(images.id))
    .limit(queuePageSize)
    .offset((page - 1) * queuePageSize)
  return {
    photos: rows.map((row) => ({
      id: row.id,
      status: row.status,
      public: row.free,
      reviewed: false,
      url: staffPhotoUrl(row.id),
      site_id: row.siteId,
      brand: row.brand,
      profile: { id: row.profileId, name: row.profileName, status: row.profileStatus },
      uploaded_at: row.createdAt.toISOString(),
    })),
    page,
    page_count: pageCount(total, queuePageSize),
    total,
  }
}

/** The brand of a photo, or null when there is no such photo. */
export async function photoSite(db: Database, imageId: number): Promise<number | null> {
  const [row] = await db
    .select({ siteId: profiles.siteId })
    .from(images)
    .innerJoin(profiles, eq(profiles.id, images.profileId))
    .where(eq(images.id, imageId))
  return row?.siteId ?? null
}

/** Marks the photo seen and fine; answers false when it was reviewed already. */
export async function approvePhoto(
  tx: Database,
  imageId: number,
  staffId: number,
  now: Date,
): Promise<boolean> {
  const approved = await tx
    .update(images)
    .set({ reviewedAt: now, reviewedByStaffId: staffId })
    .where(and(eq(images.id, imageId), isNull(images.reviewedAt)))
    .returning({ id: images.id })
  return approved.length > 0
}
