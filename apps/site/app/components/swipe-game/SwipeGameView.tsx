import type { MessageId } from '@dating/i18n/message-ids'
import type { SwipeGameView as SwipeGameViewState } from '@dating/machines/swipe-game/selectors'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { closeGlyph } from '@dating/ui/glyphs/close'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Tiles } from '@dating/ui/Tiles'
import { Form } from '@remix-run/react'
import type { MouseEvent } from 'react'
import { useIntl } from 'react-intl'
import { LikeCard } from '~/components/LikeCard.tsx'
import * as styles from './SwipeGameView.css.ts'
import * as page from '~/styles/page.css.ts'

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
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('swipeGame.title')}</h1>
      <p className={page.lead}>{message('swipeGame.intro')}</p>
      <Stack
        space="md"
        align="stretch"
        marginX="auto"
        className={styles.game}
        aria-busy={view.busy}
      >
        <Inline
          as="p"
          space="sm"
          align="center"
          justify="space-between"
          nowrap
          fontWeight="medium"
          role="status"
        >
          <span>
            <Icon glyph={heartGlyph} size="sm" />{' '}
            {message('swipeGame.remaining', { count: view.likesRemaining })}
          </span>
        </Inline>
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
          // A real form: before the game's code runs (or without JavaScript) the buttons post to
          // the page's action and the next card comes with the page; the machine's handlers
          // take the presses over once loaded (decision 076).
          <Tiles as={Form} method="post" action="/swipe-game" columns={2} space="sm">
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
          </Tiles>
        ) : null}
        {card ? (
          <section aria-label={message('swipeGame.card', { name: card.name })}>
            <LikeCard profile={card} eager headingLevel={2} />
          </section>
        ) : null}
        {view.empty ? (
          <div>
            <Box as="p" color="muted" marginY="lg">
              {message('swipeGame.empty')}
            </Box>
            <LinkButton href="/members">{message('likes.findMore')}</LinkButton>
          </div>
        ) : null}
        <Box as="p" color="muted" fontSize="sm" display={{ mobile: 'none', md: 'block' }}>
          {message('swipeGame.keyboardHint')}
        </Box>
      </Stack>
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
