import { type FictionalMark, fictionalLine } from '@dating/domain/fictional'
import { ProfileShowcase, type ShowcaseProfile } from '@dating/ui/ProfileShowcase'
import { useIntl } from 'react-intl'
import type { SlugLander } from '../../utils/lander-kinds.ts'
import { slugLanders } from '../../utils/lander-kinds.ts'
import type { Tracking } from '../../utils/tracking.ts'
import { LanderSignupCall } from '../LanderSignup/LanderSignupCall.tsx'
import * as styles from './LanderShowcase.css.ts'

export interface LanderShowcaseProps {
  lander: SlugLander
  profiles: readonly ShowcaseProfile[]
  /** The region the slug named, when its members are shown. */
  regionName: string | null
  /** The brand's fictional_icon and fictional_singular, on every fictional profile. */

  fictional: FictionalMark
  tracking: Tracking
  signupHref: string
}

/** Every slug lander: its heading, its arrangement of real profiles, and the shared signup. */
export function LanderShowcase({
  lander,
  profiles,
  regionName,
  fictional,
  tracking,
  signupHref,
}: LanderShowcaseProps) {
  const intl = useIntl()
  const text = (part: 'heading' | 'intro') => intl.formatMessage({ id: `lander.${lander}.${part}` })
  const [featured] = profiles
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{text('heading')}</h1>
        <p className={styles.lead}>{text('intro')}</p>
        {regionName ? (
          <p className={styles.lead}>
            {intl.formatMessage({ id: 'lander.region.lead' }, { region: regionName })}
          </p>
        ) : null}
      </div>
      <LanderSignupCall
        href={signupHref}
        name={featured?.name ?? null}
        tracking={tracking}
        className={styles.call}
      />
      {profiles.length > 0 ? (
        <ProfileShowcase
          layout={slugLanders[lander].layout}
          profiles={profiles}
          label={intl.formatMessage({ id: 'lander.showcase.label' })}
          photoAlt={(profile) =>
            intl.formatMessage({ id: 'lander.card.photoAlt' }, { name: profile.name })
          }
          fictionalLabel={fictionalLine(fictional)}
          playLabel={intl.formatMessage({ id: 'lander.sequence.play' })}
          pauseLabel={intl.formatMessage({ id: 'lander.sequence.pause' })}
        />
      ) : (
        <div className={styles.intro}>
          <h2>{intl.formatMessage({ id: 'lander.empty.heading' })}</h2>
          <p className={styles.lead}>{intl.formatMessage({ id: 'lander.empty.text' })}</p>
        </div>
      )}
    </div>
  )
}
