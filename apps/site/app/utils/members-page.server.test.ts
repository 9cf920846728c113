import type { MembersPage, ProfileSummary } from '@dating/domain/entities'
import { describe, expect, it } from 'vitest'
import { loadMembersPage } from './members-page.server.ts'

const profile = (id: number): ProfileSummary => ({
  id,
  name: `P${id}`,
  country: 'NL',
  region: null,
  main_image: null,
  age: 30,
  gender: 'female',
  sexuality: 'hetero',
  status: 'active',
  fictional: false,
  image_count: 0,
})

function pageOf(page: number, numResults: number, access: 'all' | 'basic' = 'all'): MembersPage {
  const first = (page - 1) * 24
  const count = Math.max(0, Math.min(24, numResults - first))
  return {
    results: Array.from({ length: count }, (_, index) => profile(100_000 - first - index)),
    numResults,
    numResults_capped: false,
    page,
    pageSize: 24,
    similar_results: [],
    similar_numResults: 0,
    access,
  }
}

/** A fake members.php: records each URL and cookie, answers with `answer`. */
function fakeApi(answer: (query: URLSearchParams) => Response) {
  const calls: { query: URLSearchParams; cookie: string | null }[] = []
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    calls.push({ query: url.searchParams, cookie: new Headers(init?.headers).get('cookie') })
    return answer(url.searchParams)
  }
  return { fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const request = (query: string, cookie?: string) =>
  new Request(`http://localhost:4510/members${query}`, {
    headers: { host: 'localhost:4510', ...(cookie ? { cookie } : {}) },
  })

describe('loadMembersPage', () => {
  it('renders the pages up to ?page=N and knows whether there are more', async () => {
    const api = fakeApi((query) => json(pageOf(Number(query.get('page')), 100)))
    const { data } = await loadMembersPage(request('?gender=female&page=3'), api.fetch)
    expect(api.calls.map((call) => call.query.get('page'))).toEqual(['1', '2', '3'])
    expect(api.calls.every((call) => call.query.get('gender') === 'female')).toBe(true)
    if (data.access === 'none') throw new Error('expected results')
    expect(data.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3])
    expect(data.hasMore).toBe(true)
    expect(data.filters).toEqual({ gender: 'female' })

    const last = await loadMembersPage(request('?page=5'), api.fetch)
    if (last.data.access === 'none') throw new Error('expected results')
    expect(last.data.hasMore).toBe(false)
  })

  it('renders at most five pages for a deep link', async () => {
    const api = fakeApi((query) => json(pageOf(Number(query.get('page')), 1000)))
    const { data } = await loadMembersPage(request('?page=12'), api.fetch)
    if (data.access === 'none') throw new Error('expected results')
    expect(data.pages.map((page) => page.pageNumber)).toEqual([8, 9, 10, 11, 12])
  })

  it('turns a closed search into the login prompt', async () => {
    const api = fakeApi(() =>
      json({ error: 'authentication_required', message: 'Please log in to continue.' }, 403),
    )
    const { data } = await loadMembersPage(request('?gender=male'), api.fetch)
    expect(data.access).toBe('none')
  })

  it('counts this very landing as tracked', async () => {
    const api = fakeApi(() => json(pageOf(1, 3)))
    await loadMembersPage(request('?network=ads&sub2=x', 'locale=de'), api.fetch)
    expect(api.calls[0]?.cookie).toBe('locale=de; tracking=network%3Dads%26sub2%3Dx')
    expect(api.calls[0]?.query.has('network')).toBe(false)
  })

  it("keeps basic visitors' quick search filters and drops the region", async () => {
    const api = fakeApi(() => json(pageOf(1, 50, 'basic')))
    const { data } = await loadMembersPage(
      request('?gender=male&country=NL&countryregion=NL-UT&min_age=30'),
      api.fetch,
    )
    expect(data.access).toBe('basic')
    expect(data.filters).toEqual({ gender: 'male', country: 'NL', min_age: 30 })
  })

  it('does not search ages in the wrong order and keeps what was typed', async () => {
    const api = fakeApi(() => json(pageOf(1, 3)))
    const { data } = await loadMembersPage(request('?min_age=40&max_age=30'), api.fetch)
    expect(data.errors).toEqual({ max_age: 'search.error.ageOrder' })
    expect(data.typed).toEqual({ min_age: '40', max_age: '30' })
    expect(api.calls[0]?.query.has('min_age')).toBe(false)
  })
})
