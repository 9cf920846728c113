import type { SwipeGame } from '@dating/domain/entities'
import type { SwipeAction } from '@dating/domain/likes'
import { assign, fromPromise, setup } from 'xstate'
import type { SwipeGameEvent } from './events.ts'
import { hasCards, hasLikesLeft } from './guards.ts'
import type { SwipeOutcome, SwipeGameContext } from './types.ts'

export type { SwipeOutcome, SwipeGameContext } from './types.ts'

/**
 * The swipe game (SPEC §6): cards to like or pass, at most `likesPerDay` likes a day. The api
 * enforces the limit; the game mirrors it (no like is sent with none left) and shows the api's
 * refusal. A spent batch loads the next one; an empty batch ends the game.
 *
 * ```ts
 * swipeGameMachine.provide({
 *   actors: {
 *     loadGame: fromPromise(() => api.getSwipeGame()),
 *     sendSwipe: fromPromise(({ input }) => swipeOrLimit(input)),
 *   },
 * })
 * ```
 */
export const swipeGameMachine = setup({
  types: {
    context: {} as SwipeGameContext,
    events: {} as SwipeGameEvent,
  },
  actors: {
    loadGame: fromPromise<SwipeGame>(async () => {
      throw new Error('loadGame is provided by the app')
    }),
    sendSwipe: fromPromise<SwipeOutcome, { profileId: number; action: SwipeAction }>(async () => {
      throw new Error('sendSwipe is provided by the app')
    }),
  },
  guards: {
    hasCards: ({ context }) => hasCards(context),
    hasLikesLeft: ({ context }) => hasLikesLeft(context),
  },
}).createMachine({
  id: 'swipeGame',
  context: {
    cards: [],
    likesRemaining: 0,
    likesPerDay: 0,
    match: null,
    limitMessage: null,
    failed: false,
  },
  initial: 'Loading',
  on: {
    'match-shown': { actions: assign({ match: null }) },
  },
  states: {
    Loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadGame',
        onDone: {
          target: 'Dealt',
          actions: assign(({ event }) => ({
            cards: event.output.cards,
            likesRemaining: event.output.likes_remaining,
            likesPerDay: event.output.likes_per_day,
            failed: false,
          })),
        },
        onError: { target: 'Failed', actions: assign({ failed: true }) },
      },
    },
    Dealt: {
      always: [{ guard: 'hasCards', target: 'Playing' }, { target: 'Empty' }],
    },
    Playing: {
      on: {
        like: { guard: 'hasLikesLeft', target: 'Liking' },
        pass: 'Passing',
      },
    },
    Liking: {
      tags: ['busy'],
      invoke: {
        src: 'sendSwipe',
        input: ({ context }) => ({ profileId: cardId(context), action: 'like' as const }),
        onDone: {
          target: 'Swiped',
          actions: assign(({ context, event }) => applyOutcome(context, event.output)),
        },
        onError: { target: 'Playing', actions: assign({ failed: true }) },
      },
    },
    Passing: {
      tags: ['busy'],
      invoke: {
        src: 'sendSwipe',
        input: ({ context }) => ({ profileId: cardId(context), action: 'pass' as const }),
        onDone: {
          target: 'Swiped',
          actions: assign(({ context, event }) => applyOutcome(context, event.output)),
        },
        onError: { target: 'Playing', actions: assign({ failed: true }) },
      },
    },
    Swiped: {
      always: [{ guard: 'hasCards', target: 'Playing' }, { target: 'Loading' }],
    },
    Empty: {
      tags: ['empty'],
      on: { retry: 'Loading' },
    },
    Failed: {
      on: { retry: 'Loading' },
    },
  },
})

function cardId(context: SwipeGameContext): number {
  const card = context.cards[0]
  if (!card) throw new Error('A swipe needs a card')
  return card.id
}

/** The game after a swipe: the card leaves, the count follows the api, a match is kept. */
export function applyOutcome(
  context: SwipeGameContext,
  outcome: SwipeOutcome,
): Partial<SwipeGameContext> {
  if (outcome.kind === 'daily-limit') {
    return { likesRemaining: 0, limitMessage: outcome.message, failed: false }
  }
  const { result } = outcome
  return {
    cards: context.cards.filter((card) => card.id !== result.profile.id),
    likesRemaining: result.likes_remaining,
    match: result.match ? result.profile : null,
    failed: false,
  }
}
