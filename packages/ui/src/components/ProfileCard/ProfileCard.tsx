import type { ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import { initialsOf } from '../Avatar/initials.ts'
import { Icon } from '../Icon/Icon.tsx'
import { lockGlyph } from '../Icon/glyphs/lock.tsx'
import { mapPinGlyph } from '../Icon/glyphs/map-pin.tsx'
import { type LinkComponent, useLinkComponent } from '../Link/Link.tsx'
import * as styles from './ProfileCard.css.ts'

export type ProfileCardProps = {
  name: string
  age?: number
  /** Country/region line, already localised, e.g. "Utrecht, Netherlands". */
  location?: string
  /** How far away, already rounded and worded, e.g. "20 km away". */
  distance?: string | null
  /** `null` when the member has no main image: a placeholder with initials shows. */
  photoSrc?: string | null
  photoAlt: string
  /** Widths of the photo for the browser to choose from, e.g. "a.webp 360w, b.webp 720w". */
  photoSrcSet?: string
  /** The card's rendered width, for `photoSrcSet` (the default suits the card grids). */
  photoSizes?: string
  /** Profile page; the whole card becomes clickable through the name link. */
  href?: string
  linkComponent?: LinkComponent
  /** Blurs the photo and shows `lockedLabel` over it (photos for premium members only). */
  locked?: boolean
  lockedLabel?: string
  /** When given, an online marker with this text shows on the photo. */
  onlineLabel?: string
  /** Extra markers on the photo, e.g. a fictional-profile `<Badge>`. */
  markers?: ReactNode
  /** Actions under the text, e.g. a like button; they stay clickable above the card link. */
  footer?: ReactNode
  headingLevel?: 2 | 3 | 4
  /** `eager` for the first cards above the fold. */
  imageLoading?: 'lazy' | 'eager'
  className?: string
}

export function ProfileCard({
  name,
  age,
  location,
  distance,
  photoSrc,
  photoAlt,
  photoSrcSet,
  photoSizes = '(max-width: 40rem) 50vw, 16rem',
  href,
  linkComponent,
  locked = false,
  lockedLabel,
  onlineLabel,
  markers,
  footer,
  headingLevel = 3,
  imageLoading = 'lazy',
  className,
}: ProfileCardProps) {
  const Anchor = useLinkComponent(linkComponent)
  const Heading = `h${headingLevel}` as const
  const title = age != null ? `${name}, ${age}` : name
  return (
    <article className={cx(styles.card, className)}>
      <div className={styles.media}>
        {photoSrc ? (
          <img
            className={cx(styles.photo, locked && styles.lockedPhoto)}
            src={photoSrc}
            srcSet={photoSrcSet}
            sizes={photoSrcSet ? photoSizes : undefined}
            alt={photoAlt}
            loading={imageLoading}
            decoding="async"
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {initialsOf(name)}
          </div>
        )}
        {locked ? (
          <div className={styles.lockOverlay}>
            <span className={styles.lockPill}>
              <Icon glyph={lockGlyph} size="sm" />
              {lockedLabel}
            </span>
          </div>
        ) : null}
        {onlineLabel || markers ? (
          <div className={styles.markers}>
            {onlineLabel ? (
              <span className={styles.onlinePill}>
                <span className={styles.onlineDot} aria-hidden="true" />
                {onlineLabel}
              </span>
            ) : null}
            {markers}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          {href ? (
            <Anchor href={href} className={styles.nameLink}>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Heading>
        {location ? (
          <p className={styles.location}>
            <Icon glyph={mapPinGlyph} size="sm" />
            <span className={styles.locationText}>{location}</span>
          </p>
        ) : null}
        {distance ? (
          <p className={styles.distance} data-testid="profile-card-distance">
            {distance}
          </p>
        ) : null}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  )
}
