import { describe, expect, it } from 'vitest'
import { createReadCache, isReadOnlyStatement } from './read-cache.ts'

describe('isReadOnlyStatement', () => {
  it('lets plain selects through and counts everything else as a write', () => {
    expect(isReadOnlyStatement('select "id" from "profiles" where "id" = $1')).toBe(true)
    expect(isReadOnlyStatement('  SELECT 1')).toBe(true)
    for (const text of [
      'insert into likes values ($1)',
      'update users set language = $1',
      'delete from sessions where token_hash = $1',
      'with gone as (delete from blocks returning *) select * from gone',
      'select nextval($1)',
      "select pg_notify('live', $1)",
      'select pg_advisory_lock(hashtext($1))',
      'select * from jobs for update skip locked',
      'begin',
      'alter table profiles disable trigger profiles_search_generation',
    ]) {
      expect(isReadOnlyStatement(text), text).toBe(false)
    }
  })
})

describe('createReadCache', () => {
  it('reuses a result until a write, and never stores one that overlapped a write', async () => {
    const cache = createReadCache()
    let loads = 0
    const load = async () => {
      loads += 1
      return { loads }
    }
    expect(await cache.read('k', load)).toEqual({ loads: 1 })
    expect(await cache.read('k', load)).toEqual({ loads: 1 })
    cache.written()
    expect(await cache.read('k', load)).toEqual({ loads: 2 })

    const slow = cache.read('slow', async () => {
      cache.written()
      return 'before the write'
    })
    expect(await slow).toBe('before the write')
    expect(await cache.read('slow', async () => 'after the write')).toBe('after the write')
  })

  it('shares a read under way, but not one that started before a write', async () => {
    const cache = createReadCache()
    let loads = 0
    const load = async () => {
      loads += 1
      const mine = loads
      await new Promise((resolve) => setTimeout(resolve, 10))
      return mine
    }
    const [first, second] = await Promise.all([cache.read('k', load), cache.read('k', load)])
    expect([first, second, loads]).toEqual([1, 1, 1])

    cache.written()
    const before = cache.read('k', load)
    cache.written()
    const after = cache.read('k', load)
    expect(await before).toBe(2)
    expect(await after).toBe(3)
  })

  it('does not store nothing-found', async () => {
    const cache = createReadCache()
    expect(await cache.read('k', async () => null)).toBeNull()
    expect(await cache.read('k', async () => 'found')).toBe('found')
  })

  it('stores and serves nothing while it does not see every write', async () => {
    const cache = createReadCache()
    let loads = 0
    const load = async () => {
      loads += 1
      return loads
    }
    expect(await cache.read('k', load)).toBe(1)
    cache.watching(false)
    expect(await cache.read('k', load)).toBe(2)
    expect(await cache.read('k', load)).toBe(3)
    cache.watching(true)
    expect(await cache.read('k', load)).toBe(4)
    expect(await cache.read('k', load)).toBe(4)
  })
})
