/**
 * Rules of likes, matches, the swipe game and the match finder (SPEC §4-6): who may like
 * whom, the swipe game's daily like limit and the match finder's age ranges. No I/O.
 */
import * as v from 'valibot'
import { limits } from './constants.ts'
import { type Country, countries, isRegionOf } from './countries.ts'
import { type Gender, genders, type Sexuality } from './profile-attributes.ts'
import { idSchema } from './ids.ts'

/** Body of POST and DELETE /api/like.php. */
export const likeInputSchema = v.object({
  profile_id: idSchema,
  /** Where the like was given; the swipe game likes through swipe-game.php instead. */
  source: v.optional(v.picklist(['profile', 'match_finder']), 'profile'),
})
export type LikeInput = v.InferOutput<typeof likeInputSchema>

export const swipeActions = ['like', 'pass'] as const
export type SwipeAction = (typeof swipeActions)[number]

/** Body of POST /api/swipe-game.php. */
export const swipeInputSchema = v.object({
  profile_id: idSchema,
  action: v.picklist(swipeActions),
})
export type SwipeInput = v.InferOutput<typeof swipeInputSchema>

/** Why a member may not like a profile; `null` when the like is allowed. */
export type LikeRefusal = 'self' | 'blocked' | 'hidden'

/**
 * A member may like any other visible profile of the brand, except one they blocked
 * (`blocked`: they would have to unblock first) and one that blocked them (`hidden`: to them
 * that profile does not exist).
 */
export function likeRefusal(relation: {
  isSelf: boolean
  memberBlockedProfile: boolean
  profileBlockedMember: boolean
}): LikeRefusal | null {
  if (relation.isSelf) return 'self'
  if (relation.profileBlockedMember) return 'hidden'
  if (relation.memberBlockedProfile) return 'blocked'
  return null
}

/**
 * The swipe game's calendar day: the UTC day that holds `now`, as a half-open range
 * [start, end). See docs/decisions/007b-swipe-day.md for why UTC.
 */
export function swipeDayRange(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000)
  return { start, end }
}

/** Swipe-game likes still allowed today after `likesToday` of them (SPEC §6: 4 a day). */
export function swipeLikesRemaining(likesToday: number): number {
  return Math.max(0, limits.likesPerDay - likesToday)
}

export function canSwipeLike(likesToday: number): boolean {
  return swipeLikesRemaining(likesToday) > 0
}

/**
 * The genders a member is shown in the swipe game: the opposite one for hetero members, the
 * same one for homo members, both for bi members.
 */
export function swipeGendersFor(member: { gender: Gender; sexuality: Sexuality }): Gender[] {
  switch (member.sexuality) {
    case 'hetero':
      return genders.filter((gender) => gender !== member.gender)
    case 'homo':
      return [member.gender]
    case 'bi':
      return [...genders]
  }
}

/** SPEC §5: the match finder searches ages 18 to 35 or 35 and over. */
export const matchFinderAgeRanges = {
  '18-35': { min: limits.minimumAge, max: 35 },
  '35plus': { min: 36, max: limits.maximumAge },
} as const
export type MatchFinderAge = keyof typeof matchFinderAgeRanges
export const matchFinderAges = Object.keys(matchFinderAgeRanges) as MatchFinderAge[]

/** The country a region code (ISO 3166-2) belongs to, or null for an unknown code. */
export function countryOfRegion(region: string): Country | null {
  return countries.find((country) => isRegionOf(country, region)) ?? null
}

/** Query of GET /api/match-finder.php; an empty `countryregion` means any region. */
export const matchFinderQuerySchema = v.object({
  age: v.picklist(matchFinderAges),
  gender: v.picklist(genders),
  countryregion: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.maxLength(12),
        v.check((region) => countryOfRegion(region) !== null),
      ),
    ]),
    '',
  ),
})
export type MatchFinderQuery = v.InferOutput<typeof matchFinderQuerySchema>

/** How many suggestions the match finder and the swipe game send at once. */
export const matchFinderSuggestions = 12
export const swipeBatchSize = 10
