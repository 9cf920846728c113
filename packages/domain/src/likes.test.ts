import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { limits } from './constants.ts'
import {
  canSwipeLike,
  countryOfRegion,
  likeInputSchema,
  likeRefusal,
  matchFinderAgeRanges,
  matchFinderQuerySchema,
  swipeDayRange,
  swipeGendersFor,
  swipeInputSchema,
  swipeLikesRemaining,
} from './likes.ts'

describe('likeRefusal', () => {
  const allowed = { isSelf: false, memberBlockedProfile: false, profileBlockedMember: false }
  it('allows liking another profile', () => {
    expect(likeRefusal(allowed)).toBeNull()
  })
  it('refuses liking yourself', () => {
    expect(likeRefusal({ ...allowed, isSelf: true })).toBe('self')
  })
  it('hides a profile that blocked the member, even when the member blocked it too', () => {
    expect(likeRefusal({ ...allowed, profileBlockedMember: true })).toBe('hidden')
    expect(
      likeRefusal({ ...allowed, profileBlockedMember: true, memberBlockedProfile: true }),
    ).toBe('hidden')
  })
  it('refuses liking a profile the member blocked', () => {
    expect(likeRefusal({ ...allowed, memberBlockedProfile: true })).toBe('blocked')
  })
})

describe('swipe game daily limit', () => {
  it('allows four likes a day (SPEC §6)', () => {
    expect(limits.likesPerDay).toBe(4)
    expect([0, 1, 2, 3, 4, 5].map(swipeLikesRemaining)).toEqual([4, 3, 2, 1, 0, 0])
    expect(canSwipeLike(3)).toBe(true)
    expect(canSwipeLike(4)).toBe(false)
  })

  it('counts the UTC calendar day', () => {
    const { start, end } = swipeDayRange(new Date('2026-03-29T23:59:59.999Z'))
    expect(start.toISOString()).toBe('2026-03-29T00:00:00.000Z')
    expect(end.toISOString()).toBe('2026-03-30T00:00:00.000Z')
    expect(swipeDayRange(new Date('2026-03-30T00:00:00.000Z')).start.toISOString()).toBe(
      '2026-03-30T00:00:00.000Z',
    )
  })
})

describe('swipeGendersFor', () => {
  it('deals the opposite gender to hetero, the same to homo and both to bi members', () => {
    expect(swipeGendersFor({ gender: 'male', sexuality: 'hetero' })).toEqual(['female'])
    expect(swipeGendersFor({ gender: 'female', sexuality: 'hetero' })).toEqual(['male'])
    expect(swipeGendersFor({ gender: 'female', sexuality: 'homo' })).toEqual(['female'])
    expect(swipeGendersFor({ gender: 'male', sexuality: 'bi' })).toEqual(['male', 'female'])
  })
})

describe('match finder', () => {
  it('has the two age ranges of SPEC §5', () => {
    expect(matchFinderAgeRanges['18-35']).toEqual({ min: 18, max: 35 })
    expect(matchFinderAgeRanges['35plus']).toEqual({ min: 36, max: limits.maximumAge })
  })

  it('accepts a known age range, a gender and an optional region', () => {
    expect(v.parse(matchFinderQuerySchema, { age: '35plus', gender: 'female' })).toEqual({
      age: '35plus',
      gender: 'female',
      countryregion: '',
    })
    expect(
      v.parse(matchFinderQuerySchema, { age: '18-35', gender: 'male', countryregion: 'NL-UT' }),
    ).toEqual({ age: '18-35', gender: 'male', countryregion: 'NL-UT' })
  })

  it('refuses other ages, genders and unknown regions', () => {
    for (const query of [
      { age: '18-99', gender: 'male' },
      { age: '35plus', gender: 'other' },
      { age: '35plus', gender: 'male', countryregion: 'XX-YY' },
      { gender: 'male' },
    ]) {
      expect(v.safeParse(matchFinderQuerySchema, query).success).toBe(false)
    }
  })

  it('finds the country of a region', () => {
    expect(countryOfRegion('NL-UT')).toBe('NL')
    expect(countryOfRegion('nowhere')).toBeNull()
  })
})

describe('input schemas', () => {
  it('takes a positive profile id and defaults the like source to profile', () => {
    expect(v.parse(likeInputSchema, { profile_id: 7 })).toEqual({
      profile_id: 7,
      source: 'profile',
    })
    expect(v.safeParse(likeInputSchema, { profile_id: 0 }).success).toBe(false)
    expect(v.safeParse(likeInputSchema, { profile_id: '7' }).success).toBe(false)
    expect(v.safeParse(likeInputSchema, { profile_id: 7, source: 'swipe_game' }).success).toBe(
      false,
    )
  })

  it('takes like or pass in the swipe game', () => {
    expect(v.parse(swipeInputSchema, { profile_id: 3, action: 'pass' }).action).toBe('pass')
    expect(v.safeParse(swipeInputSchema, { profile_id: 3, action: 'superlike' }).success).toBe(
      false,
    )
  })
})
