import { Gallery } from '@dating/ui/Gallery'
import { Icon } from '@dating/ui/Icon'
import { chatGlyph } from '@dating/ui/glyphs/chat'
import { ProfileShowcase, type ShowcaseProfile } from '@dating/ui/ProfileShowcase'
import { useIntl } from 'react-intl'
import { SignupLinkButton } from '~/components/SignupModal.tsx'
import * as page from '~/styles/page.css.ts'
import type { MemberLandingData } from '~/utils/member-landing.server.ts'
import { fictionalLine } from '@dating/domain/fictional'
import { useFictionalMark } from '~/components/FictionalBadge.tsx'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { regionName, useLocationLabel } from '~/utils/location-label.ts'
import * as styles from './MemberLanding.css.ts'

type Data = MemberLandingData

/**
 * One member as a landing page: `landing` puts the profile in the spotlight, `landing2` shows
 * the member's photos, `landing3` the member among similar members. All end in the signup
 * with a first message to this member.
 */
export function MemberLanding({ variant, profile, related }: Data) {
  const intl = useIntl()
  const { brand } = useRootData()
  const location = useLocationLabel()
  const photoAlt = (name: string) => intl.formatMessage({ id: 'lander.card.photoAlt' }, { name })
  const fictionalLabel = fictionalLine(useFictionalMark())
  const mainPhoto = profile.mainImage ? mediaUrl(brand.cdnPrefix, profile.mainImage) : null
  const showcaseOf = (
    member: Pick<ShowcaseProfile, 'id' | 'name' | 'age' | 'fictional'> & {
      country: Data['profile']['country']
      region: string | null
    },
    photo: string,
  ): ShowcaseProfile => ({
    id: member.id,
    name: member.name,
    age: member.age,
    place: regionName(member, intl) ?? intl.formatMessage({ id: `country.${member.country}` }),
    photoSrc: mediaUrl(brand.cdnPrefix, photo),
    fictional: member.fictional,
  })
  const self = mainPhoto && profile.mainImage ? [showcaseOf(profile, profile.mainImage)] : []
  const showcase = {
    label: intl.formatMessage({ id: 'lander.showcase.label' }),
    photoAlt: (member: ShowcaseProfile) => photoAlt(member.name),
    fictionalLabel,
    playLabel: intl.formatMessage({ id: 'lander.sequence.play' }),
    pauseLabel: intl.formatMessage({ id: 'lander.sequence.pause' }),
  }

  return (
    <div className={page.container}>
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h1 className={page.heading}>
            {intl.formatMessage(
              { id: 'memberLanding.heading' },
              { name: profile.name, age: profile.age },
            )}
          </h1>
          <p className={page.lead}>{location(profile)}</p>
          {profile.about ? <p className={styles.about}>{profile.about}</p> : null}
        </div>
        <div className={styles.call}>
          <SignupLinkButton
            size="lg"
            fullWidth
            className={styles.ctaButton}
            iconStart={<Icon glyph={chatGlyph} />}
            targetProfile={{ id: profile.id, name: profile.name, photoUrl: mainPhoto }}
          >
            {intl.formatMessage({ id: 'lander.cta.chat' }, { name: profile.name })}
          </SignupLinkButton>
          <p className={styles.smallPrint}>{intl.formatMessage({ id: 'lander.cta.smallPrint' })}</p>
        </div>
        {variant === 'landing' && self.length > 0 ? (
          <ProfileShowcase {...showcase} layout="spotlight" profiles={self} />
        ) : null}
        {variant === 'landing2' ? (
          <Gallery
            label={intl.formatMessage({ id: 'memberLanding.photos' }, { name: profile.name })}
            lockedLabel={intl.formatMessage({ id: 'members.lockedPhoto' })}
            photos={profile.photos.map((photo) => ({
              key: String(photo.id),
              src: mediaUrl(brand.cdnPrefix, photo.src),
              alt: photoAlt(profile.name),
              locked: photo.locked,
            }))}
          />
        ) : null}
        {variant === 'landing3' ? (
          <>
            <h2 className={styles.subheading}>
              {intl.formatMessage({ id: 'memberLanding.related' }, { name: profile.name })}
            </h2>
            <ProfileShowcase
              {...showcase}
              layout="spotlight"
              profiles={[...self, ...related.map((member) => showcaseOf(member, member.photo))]}
            />
          </>
        ) : null}
      </div>
    </div>
  )
}
