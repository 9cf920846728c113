import type { ProfileSummary } from '@dating/domain/entities'
import { Badge } from '@dating/ui/Badge'
import type { LinkComponentProps } from '@dating/ui/Link'
import { ProfileCard } from '@dating/ui/ProfileCard'
import { Link } from '@remix-run/react'
import { forwardRef, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useLocationLabel } from './MemberCard.tsx'

/**
 * Opening a liker's profile marks the like as seen, and a prefetch on hover is not an opening
 * (the api ignores it, and the browser would answer the click from the prefetch): these cards
 * load the profile when clicked.
 */
const ProfileLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function ProfileLink(
  { href, ...anchorProps },
  ref,
) {
  return <Link ref={ref} to={href} prefetch="none" {...anchorProps} />
})

/** A profile card of the likes pages, the match finder and the swipe game. */
export function LikeCard({
  profile,
  href = `/members/${profile.id}`,
  isNew = false,
  footer,
  headingLevel = 2,
  eager = false,
}: {
  profile: ProfileSummary
  href?: string
  /** A received like not seen yet. */
  isNew?: boolean
  footer?: ReactNode
  headingLevel?: 2 | 3
  eager?: boolean
}) {
  const intl = useIntl()
  const { brand } = useRootData()
  const location = useLocationLabel()
  const image = profile.main_image
  return (
    <ProfileCard
      name={profile.name}
      age={profile.age}
      location={location(profile)}
      href={href}
      linkComponent={ProfileLink}
      photoSrc={image ? mediaUrl(brand.cdnPrefix, image.thumb_filename) : null}
      photoAlt={intl.formatMessage({ id: 'likes.photoOf' }, { name: profile.name })}
      locked={image?.locked ?? false}
      lockedLabel={intl.formatMessage({ id: 'members.lockedPhoto' })}
      imageLoading={eager ? 'eager' : 'lazy'}
      headingLevel={headingLevel}
      markers={
        isNew || profile.fictional ? (
          <>
            {isNew ? (
              <Badge tone="unread" size="sm" srLabel={intl.formatMessage({ id: 'likes.newLabel' })}>
                {intl.formatMessage({ id: 'likes.new' })}
              </Badge>
            ) : null}
            {profile.fictional ? (
              <Badge
                tone="default"
                size="sm"
                srLabel={intl.formatMessage({ id: 'members.fictional' })}
              >
                {brand.fictionalIcon}
              </Badge>
            ) : null}
          </>
        ) : null
      }
      footer={footer}
    />
  )
}
