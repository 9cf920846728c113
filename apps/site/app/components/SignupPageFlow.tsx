import { SignupFlow, type SignupTargetProfile } from '@dating/signup-flow/SignupFlow'
import { Alert } from '@dating/ui/Alert'
import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { useRootData } from '~/utils/root-data.ts'
import { signupLegalLinks } from '~/utils/signup-links.ts'
import type { PostedSignup } from '@dating/signup-flow/server'
import { afterSignupHref, useSiteSignup } from '~/utils/site-signup.ts'

/**
 * The signup flow as the content of a signup page, with its machine: the pages render it
 * through `markupUntilLoaded`, so xstate, the flow and the api client hydrate after the page.
 * Its steps post to the page's own action before the code runs; the flow then starts on the
 * step that action answered with (decision 085).
 */
export function SignupPageFlow({
  target,
  likesTarget = false,
  posted = null,
}: {
  /** The profile of /members/{id}/signup, who gets the first message. */
  target?: SignupTargetProfile & { id: number }
  /** The visitor pressed Like: the new account likes the target instead of writing to it. */
  likesTarget?: boolean
  /** What the page's action answered to a step posted without JavaScript. */
  posted?: PostedSignup | null
}) {
  const intl = useIntl()
  const { brand } = useRootData()
  const location = useLocation()
  const actor = useSiteSignup({
    targetProfileId: likesTarget ? null : (target?.id ?? null),
    likeProfileId: likesTarget ? (target?.id ?? null) : null,
    start: posted?.start ?? null,
    closed: posted?.closed ?? false,
  })
  return (
    <>
      {posted?.failed ? (
        <Alert tone="danger" announce>
          {intl.formatMessage({ id: 'signup.failed.text' })}
        </Alert>
      ) : null}
      <SignupFlow
        actor={actor}
        brandName={brand.name}
        targetProfile={
          target && !likesTarget ? { name: target.name, photoUrl: target.photoUrl } : null
        }
        continueHref={afterSignupHref}
        sisterSignup={brand.sisterSignup}
        legalLinks={signupLegalLinks}
        action={`${location.pathname}${location.search}`}
      />
    </>
  )
}
