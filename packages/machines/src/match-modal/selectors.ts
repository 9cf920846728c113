import type { ProfileSummary } from '@dating/domain/entities'
import type { SnapshotFrom } from 'xstate'
import type { matchModalMachine } from './machine.ts'

type MatchModalSnapshot = SnapshotFrom<typeof matchModalMachine>

export const selectIsOpen = (snapshot: MatchModalSnapshot): boolean => snapshot.hasTag('open')

export const selectIsStartingConversation = (snapshot: MatchModalSnapshot): boolean =>
  snapshot.hasTag('start-conversation')

export const selectProfile = (snapshot: MatchModalSnapshot): ProfileSummary | null =>
  snapshot.context.profile

export const selectIsMatch = (snapshot: MatchModalSnapshot): boolean =>
  snapshot.context.kind === 'match'
