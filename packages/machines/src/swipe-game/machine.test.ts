import type { SwipeGame } from '@dating/domain/entities'
import type { SwipeAction } from '@dating/domain/likes'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { type SwipeOutcome, swipeGameMachine } from './machine.ts'
import {
  selectCurrentCard,
  selectFailed,
  selectIsEmpty,
  selectLikesRemaining,
  selectLimitMessage,
  selectLimitReached,
  selectMatch,
  selectSwipeGameView,
  swipeGameViewBeforeStart,
} from './selectors.ts'
import { testProfile } from '../testing/profiles.ts'

const card = (id: number) => testProfile(id, `Card ${id}`)

/** A fake api with the real rules: 4 likes a day, matches with the ids in `likedMe`. */
function fakeApi(batches: number[][], options: { likedMe?: number[]; likesLeft?: number } = {}) {
  let likesLeft = options.likesLeft ?? 4
  const sent: Array<[number, SwipeAction]> = []
  const loadGame = vi.fn(
    async (): Promise<SwipeGame> => ({
      cards: (batches.shift() ?? []).map(card),
      likes_remaining: likesLeft,
      likes_per_day: 4,
    }),
  )
  const sendSwipe = async ({
    profileId,
    action,
  }: {
    profileId: number
    action: SwipeAction
  }): Promise<SwipeOutcome> => {
    sent.push([profileId, action])
    if (action === 'like') {
      if (likesLeft === 0) return { kind: 'daily-limit', message: 'Likes spent' }
      likesLeft -= 1
    }
    return {
      kind: 'done',
      result: {
        action,
        match: action === 'like' && (options.likedMe ?? []).includes(profileId),
        profile: card(profileId),
        likes_remaining: likesLeft,
      },
    }
  }
  return { loadGame, sendSwipe, sent }
}

function startGame(api: ReturnType<typeof fakeApi>) {
  const machine = swipeGameMachine.provide({
    actors: {
      loadGame: fromPromise(() => api.loadGame()),
      sendSwipe: fromPromise(({ input }) => api.sendSwipe(input)),
    },
  })
  const actor = createActor(machine)
  actor.start()
  return actor
}

type Game = ReturnType<typeof startGame>
const idle = (actor: Game) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))

describe('swipe game', () => {
  it('starts with the view the page shows before the machine has loaded', () => {
    const actor = createActor(swipeGameMachine)
    expect(selectSwipeGameView(actor.getSnapshot())).toEqual(swipeGameViewBeforeStart)
  })

  it('deals cards, likes and passes them and counts the likes left', async () => {
    const api = fakeApi([[1, 2, 3]], { likedMe: [2] })
    const actor = startGame(api)
    await idle(actor)
    expect(selectCurrentCard(actor.getSnapshot())?.id).toBe(1)
    expect(selectLikesRemaining(actor.getSnapshot())).toBe(4)

    actor.send({ type: 'pass' })
    await idle(actor)
    actor.send({ type: 'like' })
    await idle(actor)
    expect(api.sent).toEqual([
      [1, 'pass'],
      [2, 'like'],
    ])
    expect(selectLikesRemaining(actor.getSnapshot())).toBe(3)
    expect(selectMatch(actor.getSnapshot())?.id).toBe(2)
    actor.send({ type: 'match-shown' })
    expect(selectMatch(actor.getSnapshot())).toBeNull()
    expect(selectCurrentCard(actor.getSnapshot())?.id).toBe(3)
  })

  it('stops liking when the day is spent but still passes', async () => {
    const api = fakeApi([[1, 2, 3, 4, 5, 6]])
    const actor = startGame(api)
    await idle(actor)
    for (let index = 0; index < 4; index += 1) {
      actor.send({ type: 'like' })
      await idle(actor)
    }
    expect(selectLimitReached(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'like' })
    await idle(actor)
    expect(api.sent.filter(([, action]) => action === 'like')).toHaveLength(4)
    expect(selectCurrentCard(actor.getSnapshot())?.id).toBe(5)
    actor.send({ type: 'pass' })
    await idle(actor)
    expect(selectCurrentCard(actor.getSnapshot())?.id).toBe(6)
  })

  it("shows the api's refusal when the limit was spent elsewhere", async () => {
    const api = fakeApi([[1, 2]], { likesLeft: 1 })
    const actor = startGame(api)
    await idle(actor)
    // Another tab spends the last like meanwhile.
    await api.sendSwipe({ profileId: 9, action: 'like' })
    actor.send({ type: 'like' })
    await idle(actor)
    expect(selectLimitReached(actor.getSnapshot())).toBe(true)
    expect(selectLimitMessage(actor.getSnapshot())).toBe('Likes spent')
    expect(selectCurrentCard(actor.getSnapshot())?.id).toBe(1)
  })

  it('loads the next batch when one runs out and ends when none is left', async () => {
    const api = fakeApi([[1], [2]])
    const actor = startGame(api)
    await idle(actor)
    actor.send({ type: 'pass' })
    await idle(actor)
    expect(selectCurrentCard(actor.getSnapshot())?.id).toBe(2)
    actor.send({ type: 'pass' })
    await idle(actor)
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true)
    expect(api.loadGame).toHaveBeenCalledTimes(3)
  })

  it('keeps the card when a swipe fails and loads again on retry after a failed load', async () => {
    const api = fakeApi([[1]])
    let failNext = true
    const machine = swipeGameMachine.provide({
      actors: {
        loadGame: fromPromise(async () => {
          if (failNext) {
            failNext = false
            throw new Error('offline')
          }
          return api.loadGame()
        }),
        sendSwipe: fromPromise(async (): Promise<SwipeOutcome> => {
          throw new Error('offline')
        }),
      },
    })
    const actor = createActor(machine)
    actor.start()
    await waitFor(actor, (snapshot) => snapshot.matches('Failed'))
    expect(selectFailed(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'retry' })
    await idle(actor)
    expect(selectFailed(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'like' })
    await idle(actor)
    expect(selectFailed(actor.getSnapshot())).toBe(true)
    expect(selectCurrentCard(actor.getSnapshot())?.id).toBe(1)
  })
})
