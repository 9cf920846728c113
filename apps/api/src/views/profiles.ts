import type { ProfileSummary } from '@dating/domain/entities'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { images, profiles } from '../db/schema.ts'
import { ageOn } from './age.ts'
import { imageView, type Viewer } from './images.ts'

export const summaryColumns = {
  id: profiles.id,
  name: profiles.name,
  country: profiles.country,
  region: profiles.region,
  birthdate: profiles.birthdate,
  gender: profiles.gender,
  sexuality: profiles.sexuality,
  status: profiles.status,
  fictional: profiles.fictional,
  mainImageId: images.id,
  mainImageKey: images.storageKey,
  mainImageFree: images.free,
  mainImageStatus: images.status,
  imageCount: profiles.imageCount,
}

export type SummaryRow = {
  id: number
  name: string
  country: ProfileSummary['country']
  region: string | null
  birthdate: string
  gender: ProfileSummary['gender']
  sexuality: ProfileSummary['sexuality']
  status: ProfileSummary['status']
  fictional: boolean
  mainImageId: number | null
  mainImageKey: string | null
  mainImageFree: boolean | null
  mainImageStatus: 'active' | 'pending' | 'rejected' | null
  imageCount: number
}

/** The join condition that brings a profile's main image, when it is active. */
export const activeMainImage = and(eq(images.id, profiles.mainImageId), eq(images.status, 'active'))

/** Profiles with their active main image, as cards; `where` filters, the caller orders. */
export function selectSummaries(db: Database) {
  return db.select(summaryColumns).from(profiles).leftJoin(images, activeMainImage)
}

export function summaryView(row: SummaryRow, viewer: Viewer, today: string): ProfileSummary {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    region: row.region,
    main_image:
      row.mainImageId !== null && row.mainImageKey !== null && row.mainImageStatus !== null
        ? imageView(
            {
              id: row.mainImageId,
              profileId: row.id,
              storageKey: row.mainImageKey,
              free: row.mainImageFree ?? false,
              status: row.mainImageStatus,
            },
            viewer,
          )
        : null,
    age: ageOn(row.birthdate, today),
    gender: row.gender,
    sexuality: row.sexuality,
    status: row.status,
    fictional: row.fictional,
    image_count: Number(row.imageCount),
  }
}

/** Summaries of the given profiles in the given order (missing ids are skipped). */
export async function summariesByIds(
  db: Database,
  ids: readonly number[],
  viewer: Viewer,
  today: string,
  extraWhere?: SQL,
): Promise<Map<number, ProfileSummary>> {
  if (ids.length === 0) return new Map()
  const rows = await selectSummaries(db).where(and(inArray(profiles.id, [...ids]), extraWhere))
  return new Map(rows.map((row) => [row.id, summaryView(row, viewer, today)]))
}
