import type { LiveStreamEvent } from './counts.ts'

/** A listener to every event of the member's live stream (`useLive().subscribe`). */
export type LiveListener = (event: LiveStreamEvent) => void
