import { describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { apiWith } from './testing/fake-api.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { profileSummary } from './testing/fixtures.ts'

describe('likes calls', () => {
  it('likes and unlikes with the profile id in the body', async () => {
    const fetch = fakeFetch(
      json({ liked: true, match: true, profile: profileSummary }),
      json({ liked: false, match: false, profile: profileSummary }),
    )
    const api = apiWith(fetch)
    await expect(api.like({ profile_id: 7, source: 'match_finder' })).resolves.toMatchObject({
      match: true,
    })
    await expect(api.unlike(7)).resolves.toMatchObject({ liked: false })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/like.php', { profile_id: 7, source: 'match_finder' }],
      ['DELETE', 'http://api.test/api/like.php', { profile_id: 7 }],
    ])
  })

  it('reads the swipe game and sends swipes', async () => {
    const fetch = fakeFetch(
      json({ cards: [profileSummary], likes_remaining: 4, likes_per_day: 4 }),
      json({ action: 'like', match: false, profile: profileSummary, likes_remaining: 3 }),
    )
    const api = apiWith(fetch)
    expect((await api.getSwipeGame()).likes_remaining).toBe(4)
    expect((await api.swipe({ profile_id: 3, action: 'like' })).likes_remaining).toBe(3)
    expect(fetch.requests[1]?.body).toEqual({ profile_id: 3, action: 'like' })
  })

  it('gives the daily limit as an ApiError with its code and message', async () => {
    const fetch = fakeFetch(
      json({ error: 'daily_like_limit', message: 'You have used your 4 likes for today.' }, 429),
    )
    const error = await apiWith(fetch)
      .swipe({ profile_id: 3, action: 'like' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 429, code: 'daily_like_limit' })
    expect(fetch.requests).toHaveLength(1)
  })

  it('asks the match finder with the SPEC query names', async () => {
    const fetch = fakeFetch(json({ suggestions: [profileSummary] }))
    const suggestions = await apiWith(fetch).findMatches({
      age: '35plus',
      gender: 'female',
      countryregion: 'NL-UT',
    })
    expect(suggestions).toHaveLength(1)
    expect(fetch.requests[0]?.url).toBe(
      'http://api.test/api/match-finder.php?age=35plus&gender=female&countryregion=NL-UT',
    )
  })

  it('reads the auto-like profile', async () => {
    const fetch = fakeFetch(json({ match: false, profile: profileSummary }))
    await expect(apiWith(fetch).getAutoLike()).resolves.toMatchObject({
      profile: { id: profileSummary.id },
    })
  })
})
