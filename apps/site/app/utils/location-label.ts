import type { ProfileSummary } from '@dating/domain/entities'
import { regionsByCountry } from '@dating/domain/countries'
import { type IntlShape, useIntl } from 'react-intl'

/**
 * A region's name in the page's language: the catalogues name those with a name of their own
 * in other languages (the UK's nations); the rest are proper names that stay as they are.
 */
export function regionLabel(intl: IntlShape, region: { id: string; name: string }): string {
  const id = `region.${region.id}`
  return Object.hasOwn(intl.messages, id)
    ? intl.formatMessage({ id: id as 'region.GB-ENG' })
    : region.name
}

/** The profile's region in the page's language, or null without one. */
export function regionName(
  profile: Pick<ProfileSummary, 'country' | 'region'>,
  intl: IntlShape,
): string | null {
  const region = regionsByCountry[profile.country].find((item) => item.id === profile.region)
  return region ? regionLabel(intl, region) : null
}

/** "Utrecht, Netherlands", "Écosse, Royaume-Uni": the region and the country in the page's language. */
export function useLocationLabel() {
  const intl = useIntl()
  return (profile: Pick<ProfileSummary, 'country' | 'region'>) => {
    const country = intl.formatMessage({ id: `country.${profile.country}` })
    const region = regionName(profile, intl)
    return region ? `${region}, ${country}` : country
  }
}
