import { SignupFlow, type SignupTargetProfile } from '@dating/signup-flow/SignupFlow'
import { useRootData } from '~/utils/root-data.ts'
import { signupLegalLinks } from '~/utils/signup-links.ts'
import { afterSignupHref, useSiteSignup } from '~/utils/site-signup.ts'

/**
 * The signup flow as the content of a signup page, with its machine: the pages render it
 * through `markupUntilLoaded`, so xstate, the flow and the api client hydrate after the page.
 */
export function SignupPageFlow({
  target,
  likesTarget = false,
}: {
  /** The profile of /members/{id}/signup, who gets the first message. */
  target?: SignupTargetProfile & { id: number }
  /** The visitor pressed Like: the new account likes the target instead of writing to it. */
  likesTarget?: boolean
}) {
  const { brand } = useRootData()
  const actor = useSiteSignup({
    targetProfileId: likesTarget ? null : (target?.id ?? null),
    likeProfileId: likesTarget ? (target?.id ?? null) : null,
  })
  return (
    <SignupFlow
      actor={actor}
      brandName={brand.name}
      targetProfile={
        target && !likesTarget ? { name: target.name, photoUrl: target.photoUrl } : null
      }
      continueHref={afterSignupHref}
      sisterSignup={brand.sisterSignup}
      legalLinks={signupLegalLinks}
    />
  )
}
