import { countdownText } from '@dating/domain/time-bonus'
import type { SnapshotFrom } from 'xstate'
import type { timeBonusMachine } from './machine.ts'

type TimeBonusSnapshot = SnapshotFrom<typeof timeBonusMachine>

/** SPEC §3 time bonus state `isVisible`: the offer is running. */
export const selectIsVisible = (snapshot: TimeBonusSnapshot): boolean => snapshot.hasTag('visible')

/** The top banner: the offer runs and the member is in the members area. */
export const selectShowsBanner = (snapshot: TimeBonusSnapshot): boolean =>
  snapshot.hasTag('visible') && snapshot.matches({ Modal: 'InArea' })

/** The modal: open in the members area while the offer runs. */
export const selectShowsModal = (snapshot: TimeBonusSnapshot): boolean =>
  snapshot.hasTag('visible') && snapshot.matches({ Modal: { InArea: 'Open' } })

/** `hh:mm:ss` left. */
export const selectCountdown = (snapshot: TimeBonusSnapshot): string =>
  countdownText(snapshot.context.remainingMs)
