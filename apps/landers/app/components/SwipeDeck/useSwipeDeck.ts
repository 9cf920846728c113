import { useEffect, useReducer, useRef } from 'react'
import type { LanderProfile } from '../../utils/lander-profile.ts'
import {
  type Choice,
  type DeckState,
  deckReducer,
  initialDeck,
  isFinished,
  lastChoice,
  likedCount,
  topIndex,
} from './deck.ts'

export interface SwipeDeckController {
  deck: DeckState
  profiles: readonly LanderProfile[]
  top: number
  topProfile: LanderProfile | null
  finished: boolean
  liked: number
  /** The profile decided last and how, for the announcement and the card flying off. */
  previous: { profile: LanderProfile; choice: Choice } | null
  choose: (choice: Choice) => void
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** Keys pressed in a dialog over the stack (the signup) belong to the dialog. */
function isInDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog, [role="dialog"]') !== null
}

/**
 * The state of a swipe stack, shared by the deck and whatever names the profile on top
 * (the call to action). Arrow keys work from anywhere on the page: right likes, left passes.
 */
export function useSwipeDeck(profiles: readonly LanderProfile[]): SwipeDeckController {
  const [deck, dispatch] = useReducer(deckReducer, profiles.length, initialDeck)
  const choose = (choice: Choice) => dispatch({ type: 'choose', choice })

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      if (isTypingTarget(event.target) || isInDialog(event.target)) return
      if (event.key === 'ArrowRight') dispatch({ type: 'choose', choice: 'like' })
      else if (event.key === 'ArrowLeft') dispatch({ type: 'choose', choice: 'pass' })
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const top = topIndex(deck)
  const last = lastChoice(deck)
  const previousProfile = last ? profiles[last.index] : undefined
  return {
    deck,
    profiles,
    top,
    topProfile: profiles[top] ?? null,
    finished: isFinished(deck),
    liked: likedCount(deck),
    previous: last && previousProfile ? { profile: previousProfile, choice: last.choice } : null,
    choose,
  }
}

/** Moves keyboard focus to `ref` once the stack is done, so it does not vanish with the buttons. */
export function useFocusWhenFinished<T extends HTMLElement>(controller: SwipeDeckController) {
  const ref = useRef<T>(null)
  const { finished, deck } = controller
  useEffect(() => {
    if (finished && deck.choices.length > 0) ref.current?.focus()
  }, [finished, deck.choices.length])
  return ref
}
