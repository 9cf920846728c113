import { Icon } from '@dating/ui/Icon'
import { VisuallyHidden } from '@dating/ui/VisuallyHidden'
import {
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react'
import { useIntl } from 'react-intl'
import type { LanderProfile } from '../../utils/lander-profile.ts'
import {
  type Choice,
  choiceForDrag,
  deckReducer,
  initialDeck,
  isFinished,
  lastChoice,
  likedCount,
  swipeThresholdPx,
  topIndex,
} from './deck.ts'
import { type CardPlace, SwipeCard } from './SwipeCard.tsx'
import * as styles from './SwipeDeck.css.ts'

export interface SwipeDeckProps {
  profiles: readonly LanderProfile[]
  /** Shown under the deck; receives the profile on top, or null once the stack is done. */
  renderCallToAction: (state: { top: LanderProfile | null; liked: number }) => ReactNode
  /**
   * Replaces the stack once every profile is decided; its heading takes `headingRef` so that
   * keyboard focus lands there instead of on the buttons that just went away.
   */
  renderFinished: (state: { liked: number; headingRef: RefObject<HTMLHeadingElement> }) => ReactNode
}

const placesBelowTop: CardPlace[] = ['top', 'next', 'after']

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * A stack of profile cards: drag the top one sideways, press the buttons, or use the arrow
 * keys. Decided cards fly off while the next one rises into place.
 */
export function SwipeDeck({ profiles, renderCallToAction, renderFinished }: SwipeDeckProps) {
  const intl = useIntl()
  const [deck, dispatch] = useReducer(deckReducer, profiles.length, initialDeck)
  const [dragX, setDragX] = useState<number | null>(null)
  const dragStart = useRef<{ pointerId: number; x: number } | null>(null)
  const finishedHeading = useRef<HTMLHeadingElement>(null)
  const top = topIndex(deck)
  const topProfile = profiles[top] ?? null
  const finished = isFinished(deck)
  const previous = lastChoice(deck)

  const choose = (choice: Choice) => {
    if (!isFinished(deck)) dispatch({ type: 'choose', choice })
  }

  // Arrow keys work from anywhere on the page, not only with a deck button focused.
  const chooseRef = useRef(choose)
  chooseRef.current = choose
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return
      if (event.key === 'ArrowRight') chooseRef.current('like')
      else if (event.key === 'ArrowLeft') chooseRef.current('pass')
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  useEffect(() => {
    if (finished && deck.choices.length > 0) finishedHeading.current?.focus()
  }, [finished, deck.choices.length])

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
  const announcement = previous
    ? intl.formatMessage(
        { id: previous.choice === 'like' ? 'lander.swipe.liked' : 'lander.swipe.passed' },
        { name: profiles[previous.index]?.name ?? '' },
      )
    : ''

  // The card decided last stays a moment to fly off; three more wait on the stack.
  const firstShown = Math.max(0, top - 1)
  const shown = profiles.slice(firstShown, top + placesBelowTop.length)

  return (
    <section
      className={styles.deck}
      aria-label={intl.formatMessage({ id: 'lander.swipe.deckLabel' })}
    >
      {finished ? (
        renderFinished({ liked: likedCount(deck), headingRef: finishedHeading })
      ) : (
        <>
          <div className={styles.stack}>
            {shown
              .map((profile, offset) => {
                const index = firstShown + offset
                const decided = deck.choices[index]
                const place: CardPlace = decided
                  ? decided === 'like'
                    ? 'goneLike'
                    : 'gonePass'
                  : (placesBelowTop[index - top] ?? 'after')
                const isTop = place === 'top'
                return (
                  <SwipeCard
                    key={profile.id}
                    profile={profile}
                    place={place}
                    dragX={isTop ? dragX : null}
                    stampStrength={{
                      like: decided === 'like' ? 1 : isTop && (dragX ?? 0) > 0 ? dragStrength : 0,
                      pass: decided === 'pass' ? 1 : isTop && (dragX ?? 0) < 0 ? dragStrength : 0,
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
                  <Icon name="close" className={styles.roundIcon} />
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
                  key={likedCount(deck)}
                  className={[styles.round.like, likedCount(deck) > 0 ? styles.popped : ''].join(
                    ' ',
                  )}
                >
                  <Icon name="heart" className={styles.roundIcon} />
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
        </>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {renderCallToAction({ top: finished ? null : topProfile, liked: likedCount(deck) })}
    </section>
  )
}
