import { useIntl } from 'react-intl'
import * as styles from './Tinderswipe.css.ts'

/** The tinderswipe lander's heading and how to play. */
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
