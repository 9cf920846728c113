import type { PostedSignup } from '@dating/signup-flow/server'
import { SignupFlow } from '@dating/signup-flow/SignupFlow'
import { Alert } from '@dating/ui/Alert'
import { Card } from '@dating/ui/Card'
import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { handoverPath, siteLegalLinks, siteLoginUrl } from '../../utils/lander-signup.ts'
import { type LanderSignupOptions, useLanderSignup } from './useLanderSignup.ts'

/**
 * The signup flow of the lander's signup page, in its card: its machine and form. Its steps
 * post to the page's own action before the code runs; the flow then starts on the step that
 * action answered with (decision 085).
 */
export function LanderSignupForm({
  brandName,
  posted = null,
  ...options
}: LanderSignupOptions & {
  brandName: string
  /** What the page's action answered to a step posted without JavaScript. */
  posted?: PostedSignup | null
}) {
  const intl = useIntl()
  const location = useLocation()
  const actor = useLanderSignup({
    ...options,
    start: posted?.start ?? null,
    closed: posted?.closed ?? false,
  })
  return (
    <Card padding="lg">
      {posted?.failed ? (
        <Alert tone="danger" announce>
          {intl.formatMessage({ id: 'signup.failed.text' })}
        </Alert>
      ) : null}
      <SignupFlow
        actor={actor}
        brandName={brandName}
        continueHref={handoverPath}
        loginHref={siteLoginUrl(options.siteUrl)}
        legalLinks={siteLegalLinks(options.siteUrl)}
        headingLevel={2}
        action={`${location.pathname}${location.search}`}
      />
    </Card>
  )
}
