import { describe, expect, it } from 'vitest'
import {
  choiceForDrag,
  deckReducer,
  initialDeck,
  isFinished,
  lastChoice,
  likedCount,
  topIndex,
} from './deck.ts'

describe('deckReducer', () => {
  it('moves through the stack, remembering each choice', () => {
    let deck = initialDeck(3)
    expect(topIndex(deck)).toBe(0)
    expect(lastChoice(deck)).toBeNull()
    deck = deckReducer(deck, { type: 'choose', choice: 'like' })
    deck = deckReducer(deck, { type: 'choose', choice: 'pass' })
    expect(topIndex(deck)).toBe(2)
    expect(lastChoice(deck)).toEqual({ index: 1, choice: 'pass' })
    expect(likedCount(deck)).toBe(1)
    expect(isFinished(deck)).toBe(false)
  })

  it('ignores choices once every profile is decided', () => {
    let deck = initialDeck(1)
    deck = deckReducer(deck, { type: 'choose', choice: 'like' })
    expect(isFinished(deck)).toBe(true)
    expect(deckReducer(deck, { type: 'choose', choice: 'like' })).toBe(deck)
  })

  it('is finished at once when there is nobody to show', () => {
    expect(isFinished(initialDeck(0))).toBe(true)
  })
})

describe('choiceForDrag', () => {
  it('likes to the right, passes to the left, and ignores short drags', () => {
    expect(choiceForDrag(120)).toBe('like')
    expect(choiceForDrag(-120)).toBe('pass')
    expect(choiceForDrag(40)).toBeNull()
    expect(choiceForDrag(-89)).toBeNull()
  })
})
