import { cookieConsentPath } from '@dating/domain/cookie-consent'
import { trackingQuery } from '@dating/domain/tracking-query'
import { CookieBanner } from '@dating/ui/CookieBanner'
import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { useRootData } from '~/utils/root-data.ts'

/**
 * The cookie banner (decision 059) until the visitor answers. It carries this landing's
 * tracking, so allowing it stores the attribution of the very page the visitor came in on.
 */
export function CookieConsentBanner() {
  const intl = useIntl()
  const { cookieConsent, tracking } = useRootData()
  const location = useLocation()
  if (cookieConsent !== null) return null
  const returnTo = `${location.pathname}${location.search}`
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
          { policy: (text) => <a href="/pages/cookies">{text}</a> },
        )}
      </p>
    </CookieBanner>
  )
}
