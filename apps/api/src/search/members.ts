import { membersPageSize } from '@dating/domain/constants'
import type { Country } from '@dating/domain/countries'
import type { MembersPage, ProfileSummary } from '@dating/domain/entities'
import { membersCountCap } from '@dating/domain/members-search'
import type { Gender } from '@dating/domain/profile-attributes'
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { preparedByKey } from '../db/prepared.ts'
import { cachedRead } from '../db/read-cache.ts'
import { profiles } from '../db/schema.ts'
import { notInvisible } from '../notifications/visibility.ts'
import { searchGeneration, storeCount, storedCount } from './counts.ts'
import { bandEdgesKm, distanceBands, gridCellsAround, gridCellsByBand } from './grid-cells.ts'
import type { Viewer } from '../photos/image-view.ts'
import {
  cardJson,
  idArray,
  parsedJson,
  type SummaryRow,
  summaryView,
} from '../profiles/summaries.ts'

export type MemberFilters = {
  gender?: Gender
  country?: Country
  countryregion?: string
  min_age?: number
  max_age?: number
  /** Kilometres around the viewer's town; without a viewer position it is left out. */
  radius_km?: number
}

/** The day `years` before an ISO day, Feb 29 becoming Feb 28 in common years. */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const target = year - years
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate()
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`
}

/**
 * Which filters a search uses, and whether a member searches (blocks and the searcher left
 * out) or a visitor, and whether ids already shown are left out (similar results): each
 * combination is one prepared statement (decision 037), so PostgreSQL plans it once.
 */
type SearchShape = {
  gender: boolean
  country: boolean
  region: boolean
  minAge: boolean
  maxAge: boolean
  radius: boolean
  /** How many distance bands the radius walks (decision 084); 0 without a radius. */
  bands: number
  member: boolean
  excludesShown: boolean
}

function shapeOf(filters: MemberFilters, viewer: Viewer, excludesShown: boolean): SearchShape {
  const radius = viewer.position ? filters.radius_km : undefined
  return {
    gender: filters.gender !== undefined,
    country: filters.country !== undefined,
    region: filters.countryregion !== undefined,
    minAge: filters.min_age !== undefined,
    maxAge: filters.max_age !== undefined,
    radius: radius !== undefined,
    bands: radius === undefined ? 0 : distanceBands(radius).length,
    member: viewer.profileId !== null,
    excludesShown,
  }
}

/** One letter per filter, so every statement name fits PostgreSQL's 63 characters. */
const shapeLetters: Record<keyof SearchShape, string> = {
  gender: 'g',
  country: 'c',
  region: 'r',
  minAge: 'a',
  maxAge: 'b',
  radius: 'd',
  bands: '',
  member: 'm',
  excludesShown: 'x',
}

const shapeKey = (shape: SearchShape) =>
  (Object.keys(shapeLetters) as (keyof SearchShape)[])
    .map((name) =>
      shape[name] ? `${shapeLetters[name]}${name === 'bands' ? shape.bands : ''}` : '',
    )
    .join('') || 'all'

/**
 * Active profiles of the brand that are not in invisible mode, matching the shape's filters,
 * without the searcher and anyone on either side of a block with them. The status condition is
 * written exactly as the partial search indexes state it (`status = 'active'`), so the planner
 * can use them, also in a generic plan.
 */
function searchWhere(shape: SearchShape): SQL | undefined {
  const value = (name: string) => sql.placeholder(name)
  return and(
    eq(profiles.siteId, value('siteId')),
    sql`${profiles.status} = 'active'`,
    notInvisible(profiles.id),
    shape.member
      ? // A hashed subplan, built once per query and checked against the index tuples.
        sql`${profiles.id} not in (select ${value('viewer')}::int union all select b.blocker_profile_id from blocks as b where b.blocked_profile_id = ${value('viewer')} union all select b.blocked_profile_id from blocks as b where b.blocker_profile_id = ${value('viewer')})`
      : undefined,
    shape.gender ? sql`${profiles.gender} = ${value('gender')}` : undefined,
    shape.country ? sql`${profiles.country} = ${value('country')}` : undefined,
    shape.region ? eq(profiles.region, value('region')) : undefined,
    // Age n or more: born on or before today minus n years; n or less: after today minus n+1.
    shape.minAge ? lte(profiles.birthdate, value('bornBy')) : undefined,
    shape.maxAge ? gt(profiles.birthdate, value('bornAfter')) : undefined,
    shape.excludesShown ? sql`${profiles.id} <> all(${value('shown')}::int[])` : undefined,
    shape.radius ? sql`${distanceSql} <= ${value('radius')}::float8` : undefined,
  )
}

/** Rows in the cells the circle's box touches (the count of a radius search). */
const inCircleCells = sql`${profiles.geoCell} = any(${sql.placeholder('cells')}::int[])`

/** Great-circle kilometres from the searcher's town (placeholders lat, lon) to the profile's. */
const distanceSql = sql`(12742 * asin(least(1, sqrt(power(sin(radians(${profiles.lat} - ${sql.placeholder('lat')}::float8) / 2), 2) + cos(radians(${sql.placeholder('lat')}::float8)) * cos(radians(${profiles.lat})) * power(sin(radians(${profiles.lon} - ${sql.placeholder('lon')}::float8) / 2), 2)))))`

/** The listing ranks, highest first: 2 for a photo plus 1 for an about text. */
const listingRanks = [3, 2, 1, 0] as const

/**
 * A page of a radius search without sorting the circle (decision 084): for each listing rank,
 * highest first, the distance bands nearest first (the VALUES list, in its written order); for
 * each, a lateral subquery sorts that band's rows of that rank by distance, recent activity and
 * id, at most as many as the page needs. The nested loop runs the steps in order (a VALUES
 * scan has no parallel plan that could mix them; tests/distance-bands.test.ts checks the order
 * on both databases) and the outer LIMIT stops it once it has the page, so a page of a wide
 * circle reads the rows of the nearest bands only. The order is one sort by rank, distance,
 * last active day and id: the bands split distance. One subquery, not a UNION ALL branch per step: PostgreSQL plans it
 * once (twenty branches took 10 ms to plan). A band's cells come as comma-separated text, one
 * element of `bandCells` per band (`gridCellsByBand`).
 */
function bandWalk(shape: SearchShape, where: SQL | undefined): SQL {
  const floors = [0, ...bandEdgesKm].slice(0, shape.bands)
  const steps = listingRanks.flatMap((rank) =>
    floors.map(
      (fromKm, band) =>
        `(${rank}, ${band + 1}, ${fromKm}::float8, ${floors[band + 1] ?? "'infinity'"}::float8)`,
    ),
  )
  const bandRows = sql`select ${profiles.id} from ${profiles} where ${and(
    where,
    sql`${profiles.geoCell} = any(string_to_array((${sql.placeholder('bandCells')}::text[])[step.band], ',')::int[])`,
    sql`${profiles.listingRank} = step.rank`,
    sql`${distanceSql} >= step.from_km and ${distanceSql} < step.to_km`,
  )} order by ${distanceSql}, ${profiles.lastActiveOn} desc nulls last, ${profiles.id} desc nulls last limit ${sql.raw(String(membersPageSize))} + ${sql.placeholder('offset')}`
  return sql`select walked.id from (values ${sql.raw(steps.join(', '))}) as step(rank, band, from_km, to_km) cross join lateral (${bandRows}) as walked limit ${sql.raw(String(membersPageSize))} offset ${sql.placeholder('offset')}`
}

/**
 * The best first without a radius: a photo and an about text, then the most recently active
 * (decision 081), then newest. The columns are the search indexes' order. With a radius the
 * nearest come between rank and activity (`bandWalk`).
 */
const pageOrder = sql`${profiles.listingRank} desc nulls last, ${profiles.lastActiveOn} desc nulls last, ${profiles.id} desc nulls last`

/**
 * One page of a search in one statement: the search generation, the count up to the cap and
 * one more (so a count at the cap is told apart from "more than that") unless the caller's
 * stored count was counted under the current generation (`known`; the count's subquery is an
 * initplan, run only when the CASE needs it), and the page's cards, newest first. The page
 * selects only ids first, so the covering search indexes answer it and skip the offset rows
 * without building their cards.
 */
const searchQuery = preparedByKey((db: Database, key: string) => {
  const shape = JSON.parse(key) as SearchShape
  const where = searchWhere(shape)
  // The limits are written into the text, not passed as parameters (drizzle's `.limit()`
  // makes any number a parameter): with a parameter as LIMIT PostgreSQL's generic plan guesses
  // a tenth of the matches, so it kept planning the statement for every request (0.5-0.6 ms,
  // as long as running it); with the constants the plan is made once per connection. Not with
  // an age range: a generic plan cannot see how wide it is, guesses a sliver and walks the age
  // index, sorting every match (15-20 ms for "men 25-35 in NL" at a million profiles against
  // 1-3 ms by the newest-first index). Those shapes run unnamed (an empty name): PostgreSQL
  // plans them for the given ages on every request.
  const pageIds = shape.radius
    ? sql`select ${profiles.id}, row_number() over () as place from (${bandWalk(shape, where)}) as ${profiles}`
    : sql`select ${profiles.id}, row_number() over () as place from (select ${profiles.id} from ${profiles} where ${where} order by ${pageOrder} limit ${sql.raw(String(membersPageSize))} offset ${sql.placeholder('offset')}) as ${profiles}`
  const limited = sql`select 1 from ${profiles} where ${and(where, shape.radius ? inCircleCells : undefined)} limit ${sql.raw(String(membersCountCap + 1))}`
  return db
    .select({
      generation: sql<string>`gen.generation`,
      count: sql<
        number | null
      >`case when gen.generation = ${sql.placeholder('known')}::text then null else (select count(*)::int from (${limited}) as limited) end`,
      cards:
        sql`(select coalesce(json_agg(${cardJson} order by page.place), '[]'::json) from (${pageIds}) as page join profiles as r on r.id = page.id left join images as ri on ri.id = r.main_image_id and ri.status = 'active')`.mapWith(
          (value) => parsedJson<SummaryRow[]>(value),
        ),
    })
    .from(sql`${searchGeneration} as gen`)
    .prepare(shape.minAge || shape.maxAge ? '' : `members_search_${shapeKey(shape)}`)
})

type SearchPage = { count: number; capped: boolean; cards: SummaryRow[] }

type PageInput = { siteId: number; viewer: Viewer; filters: MemberFilters; today: string }

/** A page of a search; on PGlite reused until the next write (decision 039). */
function searchPage(
  db: Database,
  input: PageInput,
  page: { number: number; shown?: readonly number[] },
): Promise<SearchPage> {
  const { filters, viewer, today } = input
  const shown = page.shown ?? []
  const countKey = JSON.stringify([input.siteId, viewer.profileId, filters, today, shown])
  return cachedRead(db, `members ${page.number} ${countKey}`, () =>
    countedPage(db, input, page, countKey),
  )
}

async function countedPage(
  db: Database,
  input: PageInput,
  page: { number: number; shown?: readonly number[] },
  countKey: string,
): Promise<SearchPage> {
  const { filters, viewer, today } = input
  const shown = page.shown ?? []
  const known = storedCount(db, countKey)
  const shape = shapeOf(filters, viewer, shown.length > 0)
  const [row] = await searchQuery(db, JSON.stringify(shape)).execute({
    known: known?.generation ?? '',
    siteId: input.siteId,
    viewer: viewer.profileId ?? 0,
    gender: filters.gender,
    country: filters.country,
    region: filters.countryregion,
    bornBy: filters.min_age === undefined ? undefined : yearsBefore(today, filters.min_age),
    bornAfter: filters.max_age === undefined ? undefined : yearsBefore(today, filters.max_age + 1),
    shown: idArray(shown),
    ...radiusValues(filters, viewer),
    offset: (page.number - 1) * membersPageSize,
  })
  let count = known?.count ?? 0
  if (row && row.count !== null) {
    count = Number(row.count)
    storeCount(db, countKey, { generation: row.generation, count })
  }
  return {
    count: Math.min(count, membersCountCap),
    capped: count > membersCountCap,
    cards: row?.cards ?? [],
  }
}

/** The distance search's values: the grid cells the circle touches, its centre and radius. */
function radiusValues(filters: MemberFilters, viewer: Viewer) {
  const position = viewer.position
  if (filters.radius_km === undefined || !position) return {}
  const bandCells = gridCellsByBand(position, filters.radius_km).map(
    (cells) => `"${cells.join(',')}"`,
  )
  return {
    bandCells: `{${bandCells.join(',')}}`,
    cells: idArray(gridCellsAround(position, filters.radius_km)),
    lat: position.lat,
    lon: position.lon,
    radius: filters.radius_km,
  }
}

/** Ways to widen a search that found too little, mildest first. */
function relaxations(filters: MemberFilters): MemberFilters[] {
  const { countryregion, min_age, max_age, country, radius_km, ...rest } = filters
  const withoutRadius = { ...rest, country, countryregion, min_age, max_age }
  const withoutRegion = { ...rest, country, min_age, max_age }
  const withoutAges = { ...rest, country }
  const defined = (candidate: MemberFilters) =>
    Object.values(candidate).filter((value) => value !== undefined).length
  return [withoutRadius, withoutRegion, withoutAges, rest].filter(
    (candidate, index, all) =>
      defined(candidate) < defined(filters) &&
      (index === 0 || defined(candidate) < defined(all[index - 1] as MemberFilters)),
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
 * The members search of SPEC §3: members with a photo and an about text first, then within a
 * radius the nearest, then the most recently active day, then the newest (id descending, so
 * pages are stable while nobody joins; decisions 063 and 081), counted up to membersCountCap, and when fewer than a page match,
 * profiles of a wider search as similar results.
 */
export async function searchMembers(
  db: Database,
  input: SearchInput,
): Promise<Omit<MembersPage, 'access'>> {
  const size = membersPageSize
  const found = await searchPage(db, input, { number: input.page })
  const cards = (rows: SummaryRow[]): ProfileSummary[] =>
    rows.map((row) => summaryView(row, input.viewer, input.today))

  let similar: SearchPage = { count: 0, capped: false, cards: [] }
  if (found.count < size) {
    const matched =
      input.page === 1 ? found.cards : (await searchPage(db, input, { number: 1 })).cards
    for (const wider of relaxations(input.filters)) {
      const widened = await searchPage(
        db,
        { ...input, filters: wider },
        { number: 1, shown: matched.map((card) => card.id) },
      )
      if (widened.cards.length > 0) {
        similar = widened
        break
      }
    }
  }

  return {
    results: cards(found.cards),
    numResults: found.count,
    numResults_capped: found.capped,
    page: input.page,
    pageSize: size,
    similar_results: cards(similar.cards),
    similar_numResults: similar.count,
  }
}
