import { Icon } from '@dating/ui/Icon'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import type { RefObject } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './Tinderswipe.css.ts'

/** What replaces the stack once every card is decided (or when there were none). */
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
        <Icon glyph={heartGlyph} size="lg" />
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
