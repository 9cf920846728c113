import { membersPageSize } from '@dating/domain/constants'
import { membersCountCap } from '@dating/domain/members-search'
import type { Country } from '@dating/domain/countries'
import type { MembersPage, ProfileSummary } from '@dating/domain/entities'
import type { Gender } from '@dating/domain/profile-attributes'
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles } from '../db/schema.ts'
import { notInvisible } from '../notifications/visibility.ts'
import type { Viewer } from '../views/images.ts'
import { summariesByIds } from '../views/profiles.ts'

export type MemberFilters = {
  gender?: Gender
  country?: Country
  countryregion?: string
  min_age?: number
  max_age?: number
}

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

/**
 * Active profiles of the brand that are not in invisible mode, without the searcher and without
 * anyone on either side of a block with them. The status condition is written exactly as the partial search indexes
 * state it (`status = 'active'`), so the planner can use them.
 */
function visibleTo(siteId: number, viewer: Viewer): SQL[] {
  const conditions = [
    eq(profiles.siteId, siteId),
    sql`${profiles.status} = 'active'`,
    notInvisible(profiles.id),
  ]
  if (viewer.profileId !== null) {
    // A hashed subplan, built once per query and checked against the index tuples.
    conditions.push(
      sql`${profiles.id} not in (select ${viewer.profileId}::int union all select b.blocker_profile_id from blocks as b where b.blocked_profile_id = ${viewer.profileId} union all select b.blocked_profile_id from blocks as b where b.blocker_profile_id = ${viewer.profileId})`,
    )
  }
  return conditions
}

/** Up to the cap and one more, so a count at the cap is told apart from "more than that". */
async function countCapped(
  db: Database,
  where: SQL | undefined,
): Promise<{ count: number; capped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(where)
    .limit(membersCountCap + 1)
    .as('limited')
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(limited)
  const count = Number(row?.count ?? 0)
  return { count: Math.min(count, membersCountCap), capped: count > membersCountCap }
}

/**
 * One page of ids in id order. Selecting only ids lets the planner answer from the covering
 * search indexes and skip the offset rows without building their cards.
 */
async function pageIds(
  db: Database,
  where: SQL | undefined,
  page: number,
  size: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.id))
    .limit(size)
    .offset((page - 1) * size)
  return rows.map((row) => row.id)
}

async function summariesInOrder(
  db: Database,
  ids: number[],
  viewer: Viewer,
  today: string,
): Promise<ProfileSummary[]> {
  const byId = await summariesByIds(db, ids, viewer, today)
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Ways to widen a search that found too little, mildest first. */
function relaxations(filters: MemberFilters): MemberFilters[] {
  const { countryregion, min_age, max_age, country, ...rest } = filters
  const withoutRegion = { ...rest, country, min_age, max_age }
  const withoutAges = { ...rest, country }
  const defined = (candidate: MemberFilters) =>
    Object.values(candidate).filter((value) => value !== undefined).length
  return [withoutRegion, withoutAges, rest].filter(
    (candidate) => defined(candidate) < defined(filters),
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
 * The members search of SPEC §3: newest profiles first (id descending, so pages are stable
 * while nobody joins), counted up to membersCountCap, and when fewer than a page match,
 * profiles of a wider search as similar results.
 */
export async function searchMembers(
  db: Database,
  input: SearchInput,
): Promise<Omit<MembersPage, 'access'>> {
  const base = visibleTo(input.siteId, input.viewer)
  const where = and(...base, ...filterConditions(input.filters, input.today))

  const [ids, counted] = await Promise.all([
    pageIds(db, where, input.page, membersPageSize),
    countCapped(db, where),
  ])

  let similarIds: number[] = []
  let similarCount = 0
  if (counted.count < membersPageSize) {
    const matched = input.page === 1 ? ids : await pageIds(db, where, 1, membersPageSize)
    for (const wider of relaxations(input.filters)) {
      const widerWhere = and(
        ...base,
        ...filterConditions(wider, input.today),
        matched.length > 0
          ? sql`${profiles.id} <> all(${`{${matched.join(',')}}`}::int[])`
          : undefined,
      )
      const [found, widerCount] = await Promise.all([
        pageIds(db, widerWhere, 1, membersPageSize),
        countCapped(db, widerWhere),
      ])
      if (found.length > 0) {
        similarIds = found
        similarCount = widerCount.count
        break
      }
    }
  }

  const [results, similar] = await Promise.all([
    summariesInOrder(db, ids, input.viewer, input.today),
    summariesInOrder(db, similarIds, input.viewer, input.today),
  ])
  return {
    results,
    numResults: counted.count,
    numResults_capped: counted.capped,
    page: input.page,
    pageSize: membersPageSize,
    similar_results: similar,
    similar_numResults: similarCount,
  }
}
