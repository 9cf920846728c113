import { cookieConsentPath } from '@dating/domain/cookie-consent'
import { type Tracking, trackingQuery } from '@dating/domain/tracking-query'
import { CookieBanner } from '@dating/ui/CookieBanner'
import { useIntl } from 'react-intl'

/**
 * The cookie banner on the landers until the visitor answers (decision 059). Allowing stores
 * this landing's tracking on the landers' domain; the lander's signup carries it either way.
 */
export function LanderCookieBanner({
  tracking,
  returnTo,
  policyHref,
}: {
  tracking: Tracking | null
  /** This page, to come back to after answering. */
  returnTo: string
  /** The cookie policy on the site. */
  policyHref: string
}) {
  const intl = useIntl()
  return (
    <CookieBanner
      title={intl.formatMessage({ id: 'cookies.banner.title' })}
      action={cookieConsentPath}
      acceptLabel={intl.formatMessage({ id: 'cookies.banner.accept' })}
      refuseLabel={intl.formatMessage({ id: 'cookies.banner.refuse' })}
      hiddenFields={{ returnTo, tracking: tracking ? trackingQuery(tracking) : '' }}
    >
      <p>
        {intl.formatMessage(
          { id: 'cookies.banner.text' },
          { policy: (text) => <a href={policyHref}>{text}</a> },
        )}
      </p>
    </CookieBanner>
  )
}
