/** What the swipe game's screen tells the game. */
export type SwipeGameEvent =
  | { type: 'like' }
  | { type: 'pass' }
  | { type: 'retry' }
  /** The match of the last like was shown (the match modal took over). */
  | { type: 'match-shown' }
