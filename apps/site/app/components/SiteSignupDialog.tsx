import { SignupDialog } from '@dating/signup-flow/SignupDialog'
import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { useRootData } from '~/utils/root-data.ts'
import { loginHrefFrom, signupLegalLinks } from '~/utils/signup-links.ts'
import { afterSignupHref, useSiteSignup } from '~/utils/site-signup.ts'
import type { SignupTarget } from './signup-target.ts'

/** The signup modal's content, loaded by `SignupModalProvider` when it first opens. */
export function SiteSignupDialog({
  target,
  onClosed,
}: {
  target: SignupTarget | null
  onClosed: () => void
}) {
  const intl = useIntl()
  const { brand } = useRootData()
  const location = useLocation()
  const loginHref = loginHrefFrom(`${location.pathname}${location.search}`)
  const likes = target?.intent === 'like'
  const actor = useSiteSignup({
    targetProfileId: likes ? null : (target?.id ?? null),
    likeProfileId: likes ? (target?.id ?? null) : null,
    loginHref,
  })
  return (
    <SignupDialog
      actor={actor}
      title={intl.formatMessage({ id: 'signup.title' }, { brand: brand.name })}
      brandName={brand.name}
      targetProfile={likes ? null : target}
      continueHref={afterSignupHref}
      legalLinks={signupLegalLinks}
      loginHref={loginHref}
      sisterSignup={brand.sisterSignup}
      onClosed={onClosed}
    />
  )
}
