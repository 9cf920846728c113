import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { membersSearchMachine } from './machine.ts'
import { firstMissingBefore, mergePages } from './pages.ts'
import { selectLastPage, selectShownProfiles } from './selectors.ts'
import { testProfile } from '../testing/profiles.ts'

const profile = (id: number) => testProfile(id, `P${id}`)
const page = (pageNumber: number, ids: number[]) => ({
  pageNumber,
  results: ids.map(profile),
})
const loaded = (filters: object, pages: ReturnType<typeof page>[], numResults = 100) => ({
  type: 'pages.loaded' as const,
  filters,
  pages,
  numResults,
  numResultsCapped: false,
  similar_results: [],
  similar_numResults: 0,
})

function start() {
  const actor = createActor(membersSearchMachine)
  actor.start()
  return actor
}

describe('membersSearchMachine', () => {
  it('waits for the first pages, then shows them with the search and its count', () => {
    const actor = start()
    expect(actor.getSnapshot().context.didInit).toBe(false)
    actor.send(loaded({ gender: 'female' }, [page(1, [9, 8])], 42))
    const { context } = actor.getSnapshot()
    expect(context.didInit).toBe(true)
    expect(context.gender).toBe('female')
    expect(context.numResults).toBe(42)
    expect(selectShownProfiles(actor.getSnapshot()).map((p) => p.id)).toEqual([9, 8])
  })

  it('appends the next page of the same search (Show more)', () => {
    const actor = start()
    actor.send(loaded({ country: 'DE' }, [page(1, [9, 8])]))
    actor.send(loaded({ country: 'DE' }, [page(2, [7, 6])]))
    expect(selectShownProfiles(actor.getSnapshot()).map((p) => p.id)).toEqual([9, 8, 7, 6])
    expect(selectLastPage(actor.getSnapshot())).toBe(2)
  })

  it('replaces the pages when the search changes', () => {
    const actor = start()
    actor.send(loaded({ country: 'DE' }, [page(1, [9, 8]), page(2, [7, 6])]))
    actor.send(loaded({ country: 'NL' }, [page(1, [5])], 1))
    expect(selectShownProfiles(actor.getSnapshot()).map((p) => p.id)).toEqual([5])
    expect(actor.getSnapshot().context.country).toBe('NL')
  })

  it('drops later pages when the address goes back to an earlier page', () => {
    const actor = start()
    actor.send(loaded({}, [page(1, [9, 8])]))
    actor.send(loaded({}, [page(2, [7, 6])]))
    actor.send(loaded({}, [page(1, [9, 8])]))
    expect(selectShownProfiles(actor.getSnapshot()).map((p) => p.id)).toEqual([9, 8])
  })

  it('clears to nothing until the unfiltered search arrives', () => {
    const actor = start()
    actor.send(loaded({ gender: 'male', min_age: 30 }, [page(1, [9])]))
    actor.send({ type: 'clear' })
    const { context } = actor.getSnapshot()
    expect(context.gender).toBeUndefined()
    expect(context.min_age).toBeUndefined()
    expect(context.results).toEqual([])
    expect(context.didInit).toBe(true)
    expect(actor.getSnapshot().value).toBe('waiting')
    // The unfiltered search arrives: shown, nothing kept from before.
    actor.send(loaded({}, [page(1, [12, 11])]))
    expect(selectShownProfiles(actor.getSnapshot()).map((p) => p.id)).toEqual([12, 11])
  })
})

describe('mergePages', () => {
  it('does not repeat a profile that moved to the next page', () => {
    const merged = mergePages([page(1, [9, 8])], [page(2, [8, 7])], true)
    expect(merged.flatMap((p) => p.results.map((r) => r.id))).toEqual([9, 8, 7])
  })

  it('tells which earlier page is missing', () => {
    expect(firstMissingBefore([page(3, [1]), page(4, [2])])).toBe(2)
    expect(firstMissingBefore([page(1, [1])])).toBeNull()
    expect(firstMissingBefore([])).toBeNull()
  })
})
