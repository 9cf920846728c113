import type { ProfileSummary } from '@dating/domain/entities'
import type { SnapshotFrom } from 'xstate'
import type { swipeGameMachine } from './machine.ts'

type SwipeGameSnapshot = SnapshotFrom<typeof swipeGameMachine>

export const selectCurrentCard = (snapshot: SwipeGameSnapshot): ProfileSummary | null =>
  snapshot.context.cards[0] ?? null

export const selectLikesRemaining = (snapshot: SwipeGameSnapshot): number =>
  snapshot.context.likesRemaining

export const selectLikesPerDay = (snapshot: SwipeGameSnapshot): number =>
  snapshot.context.likesPerDay

/** The day's likes are spent: liking is off, passing still works. */
export const selectLimitReached = (snapshot: SwipeGameSnapshot): boolean =>
  !snapshot.hasTag('busy') && snapshot.context.likesRemaining === 0

export const selectLimitMessage = (snapshot: SwipeGameSnapshot): string | null =>
  snapshot.context.limitMessage

export const selectIsBusy = (snapshot: SwipeGameSnapshot): boolean => snapshot.hasTag('busy')

export const selectIsEmpty = (snapshot: SwipeGameSnapshot): boolean => snapshot.hasTag('empty')

export const selectFailed = (snapshot: SwipeGameSnapshot): boolean => snapshot.context.failed

export const selectMatch = (snapshot: SwipeGameSnapshot): ProfileSummary | null =>
  snapshot.context.match

/** What the game's page shows, read from one snapshot. */
export interface SwipeGameView {
  card: ProfileSummary | null
  likesRemaining: number
  likesPerDay: number
  limitReached: boolean
  limitMessage: string | null
  busy: boolean
  empty: boolean
  failed: boolean
}

/**
 * The view of the machine's first state (loading the first batch), without the machine: the
 * server renders it, and the page shows it while the machine (and xstate) still loads.
 */
export const swipeGameViewBeforeStart: SwipeGameView = {
  card: null,
  likesRemaining: 0,
  likesPerDay: 0,
  limitReached: false,
  limitMessage: null,
  busy: true,
  empty: false,
  failed: false,
}

export const selectSwipeGameView = (snapshot: SwipeGameSnapshot): SwipeGameView => ({
  card: selectCurrentCard(snapshot),
  likesRemaining: selectLikesRemaining(snapshot),
  likesPerDay: selectLikesPerDay(snapshot),
  limitReached: selectLimitReached(snapshot),
  limitMessage: selectLimitMessage(snapshot),
  busy: selectIsBusy(snapshot),
  empty: selectIsEmpty(snapshot),
  failed: selectFailed(snapshot),
})
