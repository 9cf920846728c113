import type { ProfileSummary, SwipeResult } from '@dating/domain/entities'

/** How a swipe ended: done, or refused because the day's likes are spent (429). */
export type SwipeOutcome =
  | { kind: 'done'; result: SwipeResult }
  | { kind: 'daily-limit'; message: string }

export interface SwipeGameContext {
  cards: ProfileSummary[]
  likesRemaining: number
  likesPerDay: number
  /** The profile of the last like when it made a match, until the match was shown. */
  match: ProfileSummary | null
  /** The api's message when it refused a like for the daily limit. */
  limitMessage: string | null
  failed: boolean
}
