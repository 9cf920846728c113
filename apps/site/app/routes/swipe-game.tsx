import type { MessageId } from '@dating/i18n/message-ids'
import type { SwipeGame } from '@dating/domain/entities'
import { swipeGameMachine, type SwipeOutcome } from '@dating/machines/swipe-game'
import {
  selectCurrentCard,
  selectFailed,
  selectIsBusy,
  selectIsEmpty,
  selectLikesPerDay,
  selectLikesRemaining,
  selectLimitMessage,
  selectLimitReached,
  selectMatch,
} from '@dating/machines/swipe-game/selectors'
import { ApiError } from '@dating/api-client/errors'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { LikeCard } from '~/components/LikeCard.tsx'
import { useMatchModal } from '~/components/MatchModal.tsx'
import * as styles from '~/styles/likes.css.ts'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { apiInBrowser } from '@dating/api-client/browser'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const game = await api.getSwipeGame().catch(loginOnAuthRequired(request))
  return data({ game }, { headers: responseHeaders })
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'swipeGame.title') },
]

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

export default function SwipeGamePage() {
  const intl = useIntl()
  const { game } = useLoaderData<typeof loader>()
  const { showMatch } = useMatchModal()
  const firstBatch = useRef<SwipeGame | null>(game)
  const actor = useActorRef(
    swipeGameMachine.provide({
      actors: {
        // The loader's batch first (the page works at once), later batches from the browser.
        loadGame: fromPromise(async () => {
          const batch = firstBatch.current
          firstBatch.current = null
          return batch ?? apiInBrowser().getSwipeGame()
        }),
        sendSwipe: fromPromise(({ input }) => swipe(input)),
      },
    }),
  )
  const card = useSelector(actor, selectCurrentCard)
  const remaining = useSelector(actor, selectLikesRemaining)
  const perDay = useSelector(actor, selectLikesPerDay)
  const limitReached = useSelector(actor, selectLimitReached)
  const limitMessage = useSelector(actor, selectLimitMessage)
  const busy = useSelector(actor, selectIsBusy)
  const empty = useSelector(actor, selectIsEmpty)
  const failed = useSelector(actor, selectFailed)
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

  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('swipeGame.title')}</h1>
      <p className={page.lead}>{message('swipeGame.intro')}</p>
      <div className={styles.game} aria-busy={busy}>
        <p className={styles.gameStatus} role="status">
          <span>
            <Icon name="heart" size="sm" /> {message('swipeGame.remaining', { count: remaining })}
          </span>
        </p>
        {limitReached ? (
          <Alert tone="warning">
            {limitMessage ?? message('swipeGame.limitReached', { count: perDay })}
          </Alert>
        ) : null}
        {failed ? (
          <Alert
            tone="danger"
            actions={
              card ? null : (
                <Button size="sm" onClick={() => actor.send({ type: 'retry' })}>
                  {message('swipeGame.retry')}
                </Button>
              )
            }
          >
            {message('error.tryAgainLater')}
          </Alert>
        ) : null}
        {card ? (
          <div className={styles.gameButtons}>
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              onClick={() => actor.send({ type: 'pass' })}
              iconStart={<Icon name="close" size="sm" />}
            >
              {message('swipeGame.pass')}
            </Button>
            <Button
              size="lg"
              fullWidth
              disabled={limitReached}
              onClick={() => actor.send({ type: 'like' })}
              iconStart={<Icon name="heart" size="sm" />}
            >
              {message('swipeGame.like')}
            </Button>
          </div>
        ) : null}
        {card ? (
          <section aria-label={message('swipeGame.card', { name: card.name })}>
            <LikeCard profile={card} eager headingLevel={2} />
          </section>
        ) : null}
        {empty ? (
          <div>
            <p className={styles.empty}>{message('swipeGame.empty')}</p>
            <LinkButton href="/members">{message('likes.findMore')}</LinkButton>
          </div>
        ) : null}
        <p className={styles.hint}>{message('swipeGame.keyboardHint')}</p>
      </div>
    </div>
  )
}
