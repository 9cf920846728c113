import type { FictionalMark } from '@dating/domain/fictional'
import { Icon } from '@dating/ui/Icon'
import { closeGlyph } from '@dating/ui/glyphs/close'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import { VisuallyHidden } from '@dating/ui/VisuallyHidden'
import { type PointerEvent, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { type Choice, choiceForDrag, swipeThresholdPx } from './deck.ts'
import { type CardPlace, SwipeCard } from './SwipeCard.tsx'
import * as styles from './SwipeDeck.css.ts'
import type { SwipeDeckController } from './useSwipeDeck.ts'

export interface SwipeDeckProps {
  controller: SwipeDeckController /** The brand's fictional_icon and fictional_singular, on every fictional profile. */
  fictional: FictionalMark
}

const waitingPlaces: CardPlace[] = ['top', 'next', 'after']

/**
 * A stack of profile cards: drag the top one sideways, press the buttons, or use the arrow
 * keys. Decided cards fly off while the next one rises into place.
 */
export function SwipeDeck({ controller, fictional }: SwipeDeckProps) {
  const intl = useIntl()
  const { deck, profiles, top, topProfile, liked, previous, choose } = controller
  const [dragX, setDragX] = useState<number | null>(null)
  const dragStart = useRef<{ pointerId: number; x: number } | null>(null)

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    dragStart.current = { pointerId: event.pointerId, x: event.clientX }
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (dragStart.current?.pointerId !== event.pointerId) return
    setDragX(event.clientX - dragStart.current.x)
  }
  const endDrag = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (dragStart.current?.pointerId !== event.pointerId) return
    const choice = cancelled ? null : choiceForDrag(event.clientX - dragStart.current.x)
    dragStart.current = null
    setDragX(null)
    if (choice) choose(choice)
  }

  const dragStrength = dragX === null ? 0 : Math.min(1, Math.abs(dragX) / swipeThresholdPx)
  const stampStrength = (index: number, choice: Choice) => {
    if (deck.choices[index] === choice) return 1
    if (index !== top || dragX === null) return 0
    return (choice === 'like' ? dragX > 0 : dragX < 0) ? dragStrength : 0
  }

  // The card decided last stays a moment to fly off; three more wait on the stack.
  const firstShown = Math.max(0, top - 1)
  const shown = profiles.slice(firstShown, top + waitingPlaces.length)

  return (
    <section
      className={styles.deck}
      aria-label={intl.formatMessage({ id: 'lander.swipe.deckLabel' })}
    >
      <div className={styles.stack}>
        {shown
          .map((profile, offset) => {
            const index = firstShown + offset
            const decided = deck.choices[index]
            const place: CardPlace = decided
              ? decided === 'like'
                ? 'goneLike'
                : 'gonePass'
              : (waitingPlaces[index - top] ?? 'after')
            return (
              <SwipeCard
                key={profile.id}
                profile={profile}
                place={place}
                fictional={fictional}
                dragX={place === 'top' ? dragX : null}
                stampStrength={{
                  like: stampStrength(index, 'like'),
                  pass: stampStrength(index, 'pass'),
                }}
                eagerPhoto={index <= 1}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={(event) => endDrag(event, false)}
                onPointerCancel={(event) => endDrag(event, true)}
              />
            )
          })
          .reverse()}
      </div>
      {topProfile ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            onClick={() => choose('pass')}
            aria-label={intl.formatMessage(
              { id: 'lander.swipe.passName' },
              { name: topProfile.name },
            )}
          >
            <span className={styles.round.pass}>
              <Icon glyph={closeGlyph} className={styles.roundIcon} />
            </span>
            <span aria-hidden="true">{intl.formatMessage({ id: 'lander.swipe.pass' })}</span>
          </button>
          <button
            type="button"
            className={styles.action}
            onClick={() => choose('like')}
            aria-label={intl.formatMessage(
              { id: 'lander.swipe.likeName' },
              { name: topProfile.name },
            )}
          >
            <span
              key={liked}
              className={[styles.round.like, liked > 0 ? styles.popped : ''].join(' ')}
            >
              <Icon glyph={heartGlyph} className={styles.roundIcon} />
            </span>
            <span aria-hidden="true">{intl.formatMessage({ id: 'lander.swipe.like' })}</span>
          </button>
        </div>
      ) : null}
      <p className={styles.status}>
        {intl.formatMessage(
          { id: 'lander.swipe.position' },
          { position: top + 1, total: profiles.length },
        )}
      </p>
      <VisuallyHidden role="status" aria-live="polite">
        {previous
          ? intl.formatMessage(
              { id: previous.choice === 'like' ? 'lander.swipe.liked' : 'lander.swipe.passed' },
              { name: previous.profile.name },
            )
          : ''}
      </VisuallyHidden>
    </section>
  )
}
