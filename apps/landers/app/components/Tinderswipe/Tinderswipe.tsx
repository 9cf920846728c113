import { Icon } from '@dating/ui/Icon'
import type { RefObject } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './Tinderswipe.css.ts'

export function SwipeIntro() {
  const intl = useIntl()
  return (
    <div className={styles.intro}>
      <h1 className={styles.heading}>{intl.formatMessage({ id: 'lander.tinderswipe.heading' })}</h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'lander.tinderswipe.intro' })}</p>
      <p className={styles.hint}>{intl.formatMessage({ id: 'lander.swipe.keyboardHint' })}</p>
    </div>
  )
}

export function SwipeFinished({
  liked,
  headingRef,
  empty,
}: {
  liked: number
  headingRef: RefObject<HTMLHeadingElement>
  /** True when there were no profiles to begin with. */
  empty: boolean
}) {
  const intl = useIntl()
  return (
    <div className={styles.finished}>
      <span className={styles.finishedMark} aria-hidden="true">
        <Icon name="heart" size="lg" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.finishedHeading}>
        {intl.formatMessage({ id: empty ? 'lander.empty.heading' : 'lander.done.heading' })}
      </h2>
      <p className={styles.finishedText}>
        {empty
          ? intl.formatMessage({ id: 'lander.empty.text' })
          : intl.formatMessage({ id: 'lander.done.text' }, { count: liked })}
      </p>
    </div>
  )
}
