import type { ProfileSummary } from '@dating/domain/entities'
import { regionsByCountry } from '@dating/domain/countries'
import { Badge } from '@dating/ui/Badge'
import { ProfileCard } from '@dating/ui/ProfileCard'
import { useIntl } from 'react-intl'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'

/** Region names are proper names and stay as they are in every language. */
export function regionName(profile: Pick<ProfileSummary, 'country' | 'region'>): string | null {
  return regionsByCountry[profile.country].find((item) => item.id === profile.region)?.name ?? null
}

/** "Utrecht, Netherlands": region names are proper names, the country is translated. */
export function useLocationLabel() {
  const intl = useIntl()
  return (profile: Pick<ProfileSummary, 'country' | 'region'>) => {
    const country = intl.formatMessage({ id: `country.${profile.country}` })
    const region = regionName(profile)
    return region ? `${region}, ${country}` : country
  }
}

export function MemberCard({
  profile,
  eager = false,
}: {
  profile: ProfileSummary
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
      href={`/members/${profile.id}`}
      photoSrc={image ? mediaUrl(brand.cdnPrefix, image.thumb_filename) : null}
      photoAlt={intl.formatMessage({ id: 'profile.photoAlt' }, { index: 1, name: profile.name })}
      locked={image?.locked ?? false}
      imageLoading={eager ? 'eager' : 'lazy'}
      markers={
        profile.fictional ? (
          <Badge tone="default" size="sm" srLabel={intl.formatMessage({ id: 'members.fictional' })}>
            {brand.fictionalIcon}
          </Badge>
        ) : null
      }
    />
  )
}

export function MemberGrid({
  profiles,
  eagerCount = 0,
  className,
}: {
  profiles: readonly ProfileSummary[]
  eagerCount?: number
  className: string
}) {
  return (
    <ul className={className}>
      {profiles.map((profile, index) => (
        <li key={profile.id}>
          <MemberCard profile={profile} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  )
}
