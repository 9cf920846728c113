import type { ProfileSummary } from '@dating/domain/entities'
import { distanceKm, roundedDistanceKm } from '@dating/domain/location'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { preparedByKey } from '../db/prepared.ts'
import { images, profiles } from '../db/schema.ts'
import { ageOn } from './age.ts'
import { imageView, type Viewer } from '../photos/image-view.ts'

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
  lat: profiles.lat,
  lon: profiles.lon,
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
  lat: number | null
  lon: number | null
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
    ...distanceFrom(viewer, row),
  }
}

/** The rounded distance between the viewer's town and the profile's, when both are known. */
function distanceFrom(viewer: Viewer, row: SummaryRow): { distance_km?: number } {
  const from = viewer.position
  if (!from || row.lat === null || row.lon === null || viewer.profileId === row.id) return {}
  return { distance_km: roundedDistanceKm(distanceKm(from, { lat: row.lat, lon: row.lon })) }
}

/**
 * A card's columns as one JSON object with the names of SummaryRow, for statements that bring
 * cards along in one column: the profile as `r`, its main image (when active) as `ri`.
 */
export const cardJson = sql`json_build_object('id', r.id, 'name', r.name, 'country', r.country, 'region', r.region, 'birthdate', r.birthdate, 'gender', r.gender, 'sexuality', r.sexuality, 'status', r.status, 'fictional', r.fictional, 'imageCount', r.image_count, 'lat', r.lat, 'lon', r.lon, 'mainImageId', ri.id, 'mainImageKey', ri.storage_key, 'mainImageFree', ri.free, 'mainImageStatus', ri.status)`

/** node-postgres parses json columns; PGlite may hand over the text. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/** `{1,2,3}`: ids as one array parameter, so one prepared statement serves any number. */
export function idArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`
}

/** Which profiles a list of cards shows. */
const shown = {
  any: undefined,
  active: sql`${profiles.status} = 'active'`,
  /** Active, or members who still have to confirm their email (the chat list, SPEC §8). */
  'active-or-unconfirmed': sql`(${profiles.status} = 'active' or exists (select 1 from users as u where u.id = ${profiles.userId} and u.status = 'not_confirmed'))`,
}

const summariesQuery = preparedByKey((db: Database, only: keyof typeof shown) =>
  selectSummaries(db)
    .where(and(sql`${profiles.id} = any(${sql.placeholder('ids')}::int[])`, shown[only]))
    .prepare(`summaries_${only}`),
)

/** Summaries of the given profiles by id (missing ids and those `only` hides are skipped). */
export async function summariesByIds(
  db: Database,
  ids: readonly number[],
  viewer: Viewer,
  today: string,
  only: keyof typeof shown = 'any',
): Promise<Map<number, ProfileSummary>> {
  if (ids.length === 0) return new Map()
  const rows = await summariesQuery(db, only).execute({ ids: idArray(ids) })
  return new Map(rows.map((row) => [row.id, summaryView(row, viewer, today)]))
}
