import type { ProfileSummary } from '@dating/domain/entities'

/** What the app tells the match modal (SPEC §4). */
export type MatchModalEvent =
  /** A like of the member made a match: show it now. */
  | { type: 'match-found'; profile: ProfileSummary }
  /** The `t` query: show the like modal after this many seconds. */
  | { type: 'schedule-like-modal'; seconds: number }
  /** A click anywhere else, Escape or the close button. */
  | { type: 'close' }
  | { type: 'choose-image' }
  /** The modal's main button. */
  | { type: 'choose-main' }
  /** The start-conversation state's link to the chat. */
  | { type: 'open-chat' }
  | { type: 'reload-likes' }
