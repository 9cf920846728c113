import { SignupDialog } from '@dating/signup-flow/SignupDialog'
import { useIntl } from 'react-intl'
import { handoverPath, siteLegalLinks, siteLoginUrl } from '../../utils/lander-signup.ts'
import { type LanderSignupOptions, useLanderSignup } from './useLanderSignup.ts'

/** The signup over a lander, opened by its call to action; mounted while it is open. */
export function LanderSignupDialog({
  brandName,
  onClosed,
  ...options
}: LanderSignupOptions & { brandName: string; onClosed: () => void }) {
  const intl = useIntl()
  const actor = useLanderSignup(options)
  return (
    <SignupDialog
      actor={actor}
      title={intl.formatMessage({ id: 'signup.title' }, { brand: brandName })}
      brandName={brandName}
      continueHref={handoverPath}
      loginHref={siteLoginUrl(options.siteUrl)}
      legalLinks={siteLegalLinks(options.siteUrl)}
      onClosed={onClosed}
    />
  )
}
