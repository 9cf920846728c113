import { SignupFlow } from '@dating/signup-flow/SignupFlow'
import { Card } from '@dating/ui/Card'
import { handoverPath, siteLegalLinks, siteLoginUrl } from '../../utils/lander-signup.ts'
import { type LanderSignupOptions, useLanderSignup } from './useLanderSignup.ts'

/** The signup flow of the lander's signup page, in its card: its machine and form. */
export function LanderSignupForm({
  brandName,
  ...options
}: LanderSignupOptions & { brandName: string }) {
  const actor = useLanderSignup(options)
  return (
    <Card padding="lg">
      <SignupFlow
        actor={actor}
        brandName={brandName}
        continueHref={handoverPath}
        loginHref={siteLoginUrl(options.siteUrl)}
        legalLinks={siteLegalLinks(options.siteUrl)}
        headingLevel={2}
      />
    </Card>
  )
}
