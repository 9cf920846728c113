import type { MessageId } from '@dating/i18n/message-ids'
import type { SwipeGameView as SwipeGameViewState } from '@dating/machines/swipe-game/selectors'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { closeGlyph } from '@dating/ui/glyphs/close'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import { Form } from '@remix-run/react'
import type { MouseEvent } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './SwipeGameView.css.ts'
import * as page from '~/styles/page.css.ts'
import { SwipeGameCard } from './SwipeGameCard.tsx'

interface SwipeGameViewProps {
  view: SwipeGameViewState
  onPass?: () => void
  onLike?: () => void
  onRetry?: () => void
}

/** The swipe game's page (SPEC §6) for one state of its machine. */
export function SwipeGameView({ view, onPass, onLike, onRetry }: SwipeGameViewProps) {
  const intl = useIntl()
  const { card } = view
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  // As on the lander's deck: the card first with the name on it, the buttons right under it.
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('swipeGame.title')}</h1>
      <div className={styles.game} aria-busy={view.busy}>
        {view.limitReached ? (
          <Alert tone="warning">
            {view.limitMessage ?? message('swipeGame.limitReached', { count: view.likesPerDay })}
          </Alert>
        ) : null}
        {view.failed ? (
          <Alert
            tone="danger"
            actions={
              card ? null : (
                <Button size="sm" onClick={onRetry}>
                  {message('swipeGame.retry')}
                </Button>
              )
            }
          >
            {message('error.tryAgainLater')}
          </Alert>
        ) : null}
        {card ? (
          <section aria-label={message('swipeGame.card', { name: card.name })}>
            <SwipeGameCard profile={card} />
          </section>
        ) : null}
        {card ? (
          // A real form: before the game's code runs (or without JavaScript) the buttons post to
          // the page's action and the next card comes with the page; the machine's handlers
          // take the presses over once loaded (decision 076).
          <Form method="post" action="/swipe-game" className={styles.gameButtons}>
            <input type="hidden" name="profile_id" value={card.id} />
            <input type="hidden" name="name" value={card.name} />
            <Button
              type="submit"
              name="action"
              value="pass"
              variant="secondary"
              size="lg"
              fullWidth
              onClick={handledBy(onPass)}
              iconStart={<Icon glyph={closeGlyph} size="sm" />}
            >
              {message('swipeGame.pass')}
            </Button>
            <Button
              type="submit"
              name="action"
              value="like"
              size="lg"
              fullWidth
              disabled={view.limitReached}
              onClick={handledBy(onLike)}
              iconStart={<Icon glyph={heartGlyph} size="sm" />}
            >
              {message('swipeGame.like')}
            </Button>
          </Form>
        ) : null}
        <p className={styles.gameStatus} role="status">
          <span>
            <Icon glyph={heartGlyph} size="sm" />{' '}
            {message('swipeGame.remaining', { count: view.likesRemaining })}
          </span>
        </p>
        {view.empty ? (
          <div>
            <p className={styles.empty}>{message('swipeGame.empty')}</p>
            <LinkButton href="/members">{message('likes.findMore')}</LinkButton>
          </div>
        ) : null}
        <p className={page.lead}>{message('swipeGame.intro')}</p>
        <p className={styles.hint}>{message('swipeGame.keyboardHint')}</p>
      </div>
    </div>
  )
}

/** A press the machine handles does not also submit the form; without a handler it does. */
function handledBy(handler: (() => void) | undefined) {
  if (!handler) return undefined
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    handler()
  }
}
