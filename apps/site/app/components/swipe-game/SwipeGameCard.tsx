import type { ProfileSummary } from '@dating/domain/entities'
import { Icon } from '@dating/ui/Icon'
import { mapPinGlyph } from '@dating/ui/glyphs/map-pin'
import { Link } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { FictionalBadge } from '~/components/FictionalBadge.tsx'
import { useLocationLabel } from '~/utils/location-label.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import * as styles from './SwipeGameCard.css.ts'

/**
 * The swipe game's card, as on the lander's deck: the photo fills a portrait card and the name,
 * age and place sit on it, so one look shows who it is. The name opens the profile.
 */
export function SwipeGameCard({ profile }: { profile: ProfileSummary }) {
  const intl = useIntl()
  const { brand } = useRootData()
  const location = useLocationLabel()
  const image = profile.main_image
  return (
    <article className={styles.card}>
      {image ? (
        <img
          className={styles.photo}
          src={mediaUrl(brand.cdnPrefix, image.filename)}
          alt={intl.formatMessage({ id: 'likes.photoOf' }, { name: profile.name })}
          width={720}
          height={960}
          loading="eager"
          decoding="async"
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {profile.name.trim().charAt(0).toUpperCase()}
        </div>
      )}
      {profile.fictional ? (
        <div className={styles.markers}>
          <FictionalBadge size="sm" />
        </div>
      ) : null}
      <div className={styles.caption}>
        <h2 className={styles.name}>
          {/* Opening a liker's profile marks the like as seen: no prefetch on hover. */}
          <Link to={`/members/${profile.id}`} prefetch="none" className={styles.nameLink}>
            {intl.formatMessage(
              { id: 'swipeGame.nameAge' },
              { name: profile.name, age: profile.age },
            )}
          </Link>
        </h2>
        <p className={styles.location}>
          <Icon glyph={mapPinGlyph} size="sm" />
          {location(profile)}
        </p>
      </div>
    </article>
  )
}
