export type Choice = 'like' | 'pass'

/** A stack of `total` profiles; `choices[i]` is what the visitor chose for profile i. */
export interface DeckState {
  total: number
  choices: Choice[]
}

export type DeckEvent = { type: 'choose'; choice: Choice }

export function initialDeck(total: number): DeckState {
  return { total, choices: [] }
}

export function deckReducer(state: DeckState, event: DeckEvent): DeckState {
  switch (event.type) {
    case 'choose':
      if (isFinished(state)) return state
      return { ...state, choices: [...state.choices, event.choice] }
  }
}

/** Index of the profile on top of the stack; equals `total` once every profile is decided. */
export function topIndex(state: DeckState): number {
  return state.choices.length
}

export function isFinished(state: DeckState): boolean {
  return state.choices.length >= state.total
}

export function likedCount(state: DeckState): number {
  return state.choices.filter((choice) => choice === 'like').length
}

/** The most recent decision, for the card that is animating off the stack. */
export function lastChoice(state: DeckState): { index: number; choice: Choice } | null {
  const index = state.choices.length - 1
  const choice = state.choices[index]
  return choice ? { index, choice } : null
}

/** Horizontal drag distance, in px, past which letting go decides for the top card. */
export const swipeThresholdPx = 90

/** Turns a released drag into a choice, or null when it was too short to count. */
export function choiceForDrag(deltaX: number): Choice | null {
  if (deltaX >= swipeThresholdPx) return 'like'
  if (deltaX <= -swipeThresholdPx) return 'pass'
  return null
}
