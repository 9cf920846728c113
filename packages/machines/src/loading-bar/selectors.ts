import type { SnapshotFrom } from 'xstate'
import type { loadingBarMachine } from './machine.ts'

type LoadingBarSnapshot = SnapshotFrom<typeof loadingBarMachine>

export const selectProgress = (snapshot: LoadingBarSnapshot): number => snapshot.context.progress

export const selectIsVisible = (snapshot: LoadingBarSnapshot): boolean => snapshot.hasTag('visible')
