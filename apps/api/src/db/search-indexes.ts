/**
 * The members search indexes (src/search/members.ts, declared in schema.ts) are built outside
 * the migrations' transaction, `CREATE INDEX CONCURRENTLY` on PostgreSQL, so adding or rebuilding
 * one on a large `profiles` table never holds up signups, profile edits or likes while it builds
 * (docs/decisions/037-search-indexes-concurrently.md). A build that failed half-way leaves an
 * invalid index behind; it is dropped (concurrently too) and built again. PGlite is one process
 * with one connection: the same statements without CONCURRENTLY.
 *
 * A new search index goes into this list, with its declaration in schema.ts, never into a
 * migration.
 */
export const searchIndexes: ReadonlyArray<{ name: string; definition: string }> = [
  {
    name: 'profiles_search_idx',
    definition: `("site_id","listing_rank" DESC NULLS LAST,"last_active_on" DESC NULLS LAST,"id" DESC NULLS LAST,"gender","country","region","birthdate")`,
  },
  {
    name: 'profiles_search_gender_idx',
    definition: `("site_id","gender","listing_rank" DESC NULLS LAST,"last_active_on" DESC NULLS LAST,"id" DESC NULLS LAST,"country","region","birthdate")`,
  },
  {
    name: 'profiles_search_country_idx',
    definition: `("site_id","country","listing_rank" DESC NULLS LAST,"last_active_on" DESC NULLS LAST,"id" DESC NULLS LAST,"gender","region","birthdate")`,
  },
  {
    name: 'profiles_search_country_gender_idx',
    definition: `("site_id","country","gender","listing_rank" DESC NULLS LAST,"last_active_on" DESC NULLS LAST,"id" DESC NULLS LAST,"region","birthdate")`,
  },
  {
    name: 'profiles_search_region_idx',
    definition: `("site_id","country","region","listing_rank" DESC NULLS LAST,"last_active_on" DESC NULLS LAST,"id" DESC NULLS LAST,"gender","birthdate")`,
  },
  {
    name: 'profiles_search_age_idx',
    definition: `("site_id","birthdate","id","gender","country","region")`,
  },
  {
    name: 'profiles_search_geo_idx',
    definition: `("site_id","geo_cell","listing_rank","gender","last_active_on","id","lat","lon","country","region","birthdate")`,
  },
]

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/** The search indexes present, each with whether PostgreSQL may use it. */
export async function searchIndexStates(query: Query): Promise<Map<string, boolean>> {
  const { rows } = await query(
    `select c.relname as name, i.indisvalid as valid
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = any($1::text[])`,
    [searchIndexes.map((index) => index.name)],
  )
  return new Map(rows.map((row) => [String(row.name), row.valid === true]))
}

/**
 * Builds every search index that is missing or invalid; a no-op when all are there. Each
 * statement runs on its own (CONCURRENTLY cannot run inside a transaction).
 */
export async function ensureSearchIndexes(
  query: Query,
  { concurrently }: { concurrently: boolean },
): Promise<string[]> {
  const states = await searchIndexStates(query)
  const mode = concurrently ? ' CONCURRENTLY' : ''
  const built: string[] = []
  for (const { name, definition } of searchIndexes) {
    const valid = states.get(name)
    if (valid === true) continue
    if (valid === false) await query(`DROP INDEX${mode} IF EXISTS "${name}"`)
    await query(
      `CREATE INDEX${mode} IF NOT EXISTS "${name}" ON "profiles" USING btree ${definition} WHERE status = 'active'`,
    )
    built.push(name)
  }
  return built
}
