import type { ProfileSummary } from '@dating/domain/entities'
import { regionsByCountry } from '@dating/domain/countries'
import { useIntl } from 'react-intl'

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
