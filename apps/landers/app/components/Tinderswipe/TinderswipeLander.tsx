import type { FictionalMark } from '@dating/domain/fictional'
import type { LanderProfile } from '../../utils/lander-profile.ts'
import type { Tracking } from '../../utils/tracking.ts'
import { LanderSignupCall } from '../LanderSignup/LanderSignupCall.tsx'
import { SwipeDeck } from '../SwipeDeck/SwipeDeck.tsx'
import { useFocusWhenFinished, useSwipeDeck } from '../SwipeDeck/useSwipeDeck.ts'
import { SwipeFinished } from './SwipeFinished.tsx'
import { SwipeIntro } from './SwipeIntro.tsx'
import * as styles from './Tinderswipe.css.ts'

export interface TinderswipeLanderProps {
  /** The stack, photos already on the brand's cdn. */
  cards: readonly LanderProfile[]
  /** The brand's fictional_icon and fictional_singular, on every fictional profile. */

  fictional: FictionalMark
  tracking: Tracking
  signupHref: string
}

/** The tinderswipe lander: its intro, the swipe stack and the call to action that names the profile on top. */
export function TinderswipeLander({
  cards,
  fictional,
  tracking,
  signupHref,
}: TinderswipeLanderProps) {
  const deck = useSwipeDeck(cards)
  const finishedHeading = useFocusWhenFinished<HTMLHeadingElement>(deck)
  return (
    <div className={styles.layout}>
      <SwipeIntro />
      <div className={styles.deckArea}>
        {deck.finished ? (
          <SwipeFinished
            liked={deck.liked}
            headingRef={finishedHeading}
            empty={cards.length === 0}
          />
        ) : (
          <SwipeDeck controller={deck} fictional={fictional} />
        )}
      </div>
      <LanderSignupCall
        href={signupHref}
        name={deck.topProfile?.name ?? null}
        tracking={tracking}
        className={styles.ctaArea}
      />
    </div>
  )
}
