import { membersPageSize } from '@dating/domain/constants'
import type { Country } from '@dating/domain/countries'
import type { MembersPage, ProfileSummary } from '@dating/domain/entities'
import type { Gender } from '@dating/domain/profile-attributes'
import { and, desc, eq, gt, lte, ne, notExists, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles } from '../db/schema.ts'
import type { Viewer } from '../views/images.ts'
import { selectSummaries, summaryView } from '../views/profiles.ts'

export type MemberFilters = {
  gender?: Gender
  country?: Country
  countryregion?: string
  min_age?: number
  max_age?: number
}

/** Counting stops here: enough for any pager, cheap at a million profiles. */
export const countCap = 10_000

/** The day `years` before an ISO day, Feb 29 becoming Feb 28 in common years. */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const target = year - years
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate()
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`
}

export function filterConditions(filters: MemberFilters, today: string): SQL[] {
  const conditions: SQL[] = []
  if (filters.gender) conditions.push(eq(profiles.gender, filters.gender))
  if (filters.country) conditions.push(eq(profiles.country, filters.country))
  if (filters.countryregion) conditions.push(eq(profiles.region, filters.countryregion))
  // Age n or more: born on or before today minus n years; n or less: after today minus n+1.
  if (filters.min_age !== undefined) {
    conditions.push(lte(profiles.birthdate, yearsBefore(today, filters.min_age)))
  }
  if (filters.max_age !== undefined) {
    conditions.push(gt(profiles.birthdate, yearsBefore(today, filters.max_age + 1)))
  }
  return conditions
}

function visibleTo(siteId: number, viewer: Viewer): SQL[] {
  const conditions = [eq(profiles.siteId, siteId), eq(profiles.status, 'active')]
  if (viewer.profileId !== null) {
    conditions.push(ne(profiles.id, viewer.profileId))
    conditions.push(
      notExists(
        sql`(select 1 from blocks as b where b.blocker_profile_id = "profiles"."id" and b.blocked_profile_id = ${viewer.profileId})`,
      ),
    )
  }
  return conditions
}

async function countCapped(db: Database, where: SQL | undefined): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(profiles).where(where).limit(countCap).as('capped')
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped)
  return Number(row?.count ?? 0)
}

/** Ways to widen a search that found too little, mildest first. */
function relaxations(filters: MemberFilters): MemberFilters[] {
  const { countryregion, min_age, max_age, country, ...rest } = filters
  const withoutRegion = { ...rest, country, min_age, max_age }
  const withoutAges = { ...rest, country }
  return [withoutRegion, withoutAges, rest].filter(
    (candidate) =>
      Object.values(candidate).filter((value) => value !== undefined).length <
      Object.values(filters).filter((value) => value !== undefined).length,
  )
}

export type SearchInput = {
  siteId: number
  viewer: Viewer
  filters: MemberFilters
  page: number
  today: string
}

/**
 * The members search of SPEC §3: newest profiles first (id descending, so pages are stable),
 * and when fewer than a page match, profiles of a wider search as similar results.
 */
export async function searchMembers(db: Database, input: SearchInput): Promise<MembersPage> {
  const base = visibleTo(input.siteId, input.viewer)
  const where = and(...base, ...filterConditions(input.filters, input.today))
  const toView = (row: Parameters<typeof summaryView>[0]): ProfileSummary =>
    summaryView(row, input.viewer, input.today)

  const [rows, numResults] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(profiles.id))
      .limit(membersPageSize)
      .offset((input.page - 1) * membersPageSize),
    countCapped(db, where),
  ])

  let similar: ProfileSummary[] = []
  let similarCount = 0
  if (numResults < membersPageSize) {
    const exclude = rows.map((row) => row.id)
    for (const wider of relaxations(input.filters)) {
      const widerWhere = and(
        ...base,
        ...filterConditions(wider, input.today),
        exclude.length > 0 ? notInArray(profiles.id, exclude) : undefined,
      )
      const [similarRows, count] = await Promise.all([
        selectSummaries(db).where(widerWhere).orderBy(desc(profiles.id)).limit(membersPageSize),
        countCapped(db, widerWhere),
      ])
      if (similarRows.length > 0) {
        similar = similarRows.map(toView)
        similarCount = count
        break
      }
    }
  }

  return {
    results: rows.map(toView),
    numResults,
    page: input.page,
    pageSize: membersPageSize,
    similar_results: similar,
    similar_numResults: similarCount,
  }
}
