/**
 * Decision 037: the members search indexes are built outside the migrations, CONCURRENTLY on
 * PostgreSQL, so writes to profiles never wait on a search index being built.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureSearchIndexes, searchIndexes, searchIndexStates } from '../src/db/search-indexes.ts'
import { createMember, createSite } from '../src/testing/builders.ts'
import { backends, openTestDatabase, type TestDatabase } from './harness.ts'

const names = searchIndexes.map((index) => index.name)

describe.each(backends)('search indexes on %s', (backend) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(backend)
  })
  afterAll(async () => {
    await database.close()
    await database.drop()
  })

  it('are all there and valid after the database opens, and a second run builds nothing', async () => {
    const states = await searchIndexStates(database.execute)
    expect([...states.keys()].sort()).toEqual([...names].sort())
    expect([...states.values()].every(Boolean)).toBe(true)
    expect(
      await ensureSearchIndexes(database.execute, { concurrently: backend === 'postgres' }),
    ).toEqual([])
  })

  it('builds a missing one again', async () => {
    await database.execute('DROP INDEX "profiles_search_age_idx"')
    expect(
      await ensureSearchIndexes(database.execute, { concurrently: backend === 'postgres' }),
    ).toEqual(['profiles_search_age_idx'])
    expect((await searchIndexStates(database.execute)).get('profiles_search_age_idx')).toBe(true)
  })

  it.runIf(backend === 'postgres')(
    'lets a profile be written while an index builds, and rebuilds an invalid one',
    async () => {
      const site = await createSite(database.db, { domain: 'search-indexes.test' })
      await database.execute('DROP INDEX "profiles_search_region_idx"')
      const building = ensureSearchIndexes(database.execute, { concurrently: true })
      const member = await createMember(database.db, { site, email: 'writer@example.com' })
      expect(member.profile.id).toBeGreaterThan(0)
      expect(await building).toEqual(['profiles_search_region_idx'])

      // What a failed CONCURRENTLY build leaves behind: an index PostgreSQL does not use.
      await database.execute(
        `update pg_index set indisvalid = false
          where indexrelid = 'profiles_search_region_idx'::regclass`,
      )
      expect((await searchIndexStates(database.execute)).get('profiles_search_region_idx')).toBe(
        false,
      )
      expect(await ensureSearchIndexes(database.execute, { concurrently: true })).toEqual([
        'profiles_search_region_idx',
      ])
      expect((await searchIndexStates(database.execute)).get('profiles_search_region_idx')).toBe(
        true,
      )
    },
  )
})
