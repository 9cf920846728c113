import type { ProfileSummary } from '@dating/domain/entities'
import { Badge } from '@dating/ui/Badge'
import type { LinkComponent } from '@dating/ui/Link'
import { ProfileCard } from '@dating/ui/ProfileCard'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useLocationLabel } from '~/utils/location-label.ts'
import { FictionalBadge } from './FictionalBadge.tsx'
import { photoSrc, photoSrcSet } from '~/utils/photo-sizes.ts'
import { useRootData } from '~/utils/root-data.ts'

/** A profile card of the members grid, the likes pages, the match finder and the swipe game. */
export function MemberCard({
  profile,
  href = `/members/${profile.id}`,
  linkComponent,
  isNew = false,
  footer,
  headingLevel,
  eager = false,
  large = false,
}: {
  profile: ProfileSummary
  href?: string
  linkComponent?: LinkComponent
  /** A received like not seen yet. */
  isNew?: boolean
  footer?: ReactNode
  headingLevel?: 2 | 3
  eager?: boolean
  /** The swipe game's single card, as wide as a phone: the larger photo widths. */
  large?: boolean
}) {
  const intl = useIntl()
  const { brand } = useRootData()
  const location = useLocationLabel()
  const image = profile.main_image
  const markers = [
    isNew ? (
      <Badge
        key="new"
        tone="unread"
        size="sm"
        srLabel={intl.formatMessage({ id: 'likes.newLabel' })}
      >
        {intl.formatMessage({ id: 'likes.new' })}
      </Badge>
    ) : null,
    profile.fictional ? <FictionalBadge key="fictional" size="sm" /> : null,
  ].filter(Boolean)
  return (
    <ProfileCard
      name={profile.name}
      age={profile.age}
      location={location(profile)}
      distance={
        profile.distance_km === undefined
          ? null
          : intl.formatMessage({ id: 'members.distance' }, { km: profile.distance_km })
      }
      href={href}
      linkComponent={linkComponent}
      photoSrc={image ? photoSrc(brand.cdnPrefix, image, large ? 'large' : 'card') : null}
      photoSrcSet={
        image ? photoSrcSet(brand.cdnPrefix, image, large ? 'large' : 'card') : undefined
      }
      photoSizes={large ? '(max-width: 30rem) 100vw, 28rem' : undefined}
      photoAlt={intl.formatMessage({ id: 'likes.photoOf' }, { name: profile.name })}
      locked={image?.locked ?? false}
      lockedLabel={intl.formatMessage({ id: 'members.lockedPhoto' })}
      imageLoading={eager ? 'eager' : 'lazy'}
      headingLevel={headingLevel}
      markers={markers.length > 0 ? markers : null}
      footer={footer}
    />
  )
}

export function MemberGrid({
  profiles,
  eagerCount = 0,
  className,
  headingLevel,
}: {
  profiles: readonly ProfileSummary[]
  eagerCount?: number
  className: string
  /** The level of the cards' names: one below the heading the grid sits under. */
  headingLevel: 2 | 3
}) {
  return (
    <ul className={className}>
      {profiles.map((profile, index) => (
        <li key={profile.id}>
          <MemberCard profile={profile} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
