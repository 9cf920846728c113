import type { SwipeGame } from '@dating/domain/entities'
import { ApiError } from '@dating/api-client/errors'
import { apiInBrowser } from '@dating/api-client/browser'
import { swipeGameMachine, type SwipeOutcome } from '@dating/machines/swipe-game'
import { selectMatch, selectSwipeGameView } from '@dating/machines/swipe-game/selectors'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { useMatchModal } from '~/components/MatchModal.tsx'
import { SwipeGameView } from './SwipeGameView.tsx'

/** A swipe through the api, with the daily limit's refusal as an outcome rather than an error. */
async function swipe(input: { profileId: number; action: 'like' | 'pass' }): Promise<SwipeOutcome> {
  try {
    const result = await apiInBrowser().swipe({ profile_id: input.profileId, action: input.action })
    return { kind: 'done', result }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'daily_like_limit') {
      return { kind: 'daily-limit', message: error.message }
    }
    throw error
  }
}

/** The swipe game driven by its machine; loaded after hydration (decision 036e). */
export function SwipeGamePlay({ firstBatch }: { firstBatch: SwipeGame }) {
  const { showMatch } = useMatchModal()
  const unplayedBatch = useRef<SwipeGame | null>(firstBatch)
  const actor = useActorRef(
    swipeGameMachine.provide({
      actors: {
        // The loader's batch first (the page works at once), later batches from the browser.
        loadGame: fromPromise(async () => {
          const batch = unplayedBatch.current
          unplayedBatch.current = null
          return batch ?? apiInBrowser().getSwipeGame()
        }),
        sendSwipe: fromPromise(({ input }) => swipe(input)),
      },
    }),
  )
  const view = useSelector(actor, selectSwipeGameView, shallowEqual)
  const match = useSelector(actor, selectMatch)

  useEffect(() => {
    if (!match) return
    showMatch(match)
    actor.send({ type: 'match-shown' })
  }, [actor, match, showMatch])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, select, textarea, [role="dialog"]')) return
      if (event.key === 'ArrowLeft') actor.send({ type: 'pass' })
      if (event.key === 'ArrowRight') actor.send({ type: 'like' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [actor])

  return (
    <SwipeGameView
      view={view}
      onPass={() => actor.send({ type: 'pass' })}
      onLike={() => actor.send({ type: 'like' })}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  )
}
