import { LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { opensElsewhere } from '@dating/ui/Link'
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

/**
 * The way to the signup; names the profile on top while there is one. A plain click opens the
 * signup over the lander (`onOpen`), the link itself leads to the lander's signup page.
 */
export function SignupCallToAction({
  href,
  name,
  onOpen,
}: {
  href: string
  name: string | null
  onOpen: () => void
}) {
  const intl = useIntl()
  return (
    <div className={styles.callToAction}>
      <LinkButton
        href={href}
        onClick={(event) => {
          if (opensElsewhere(event)) return
          event.preventDefault()
          onOpen()
        }}
        size="lg"
        fullWidth
        className={styles.ctaButton}
        iconStart={<Icon name="chat" />}
      >
        {name === null
          ? intl.formatMessage({ id: 'lander.cta.more' })
          : intl.formatMessage({ id: 'lander.cta.chat' }, { name })}
      </LinkButton>
      <p className={styles.smallPrint}>{intl.formatMessage({ id: 'lander.cta.smallPrint' })}</p>
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
