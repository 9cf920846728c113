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
