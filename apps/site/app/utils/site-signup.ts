import { signupCompleteParam } from '@dating/domain/activation-reminder'
import type { SignupRequest, SignupStart } from '@dating/machines/signup'
import { type SignupActor, type SignupCreated, useSignup } from '@dating/signup-flow/use-signup'
import { useNavigate, useRevalidator } from '@remix-run/react'
import { apiInBrowser } from '@dating/api-client/browser'
import { useRootData } from './root-data.ts'

/** Where the continue button of a finished signup leads (SPEC §2 complete-signup). */
export const afterSignupHref = `/complete-signup?${signupCompleteParam}=1`

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * POST /api/signup.php from the browser through the same-origin proxy, so the `sid` cookie of
 * the new session lands on the site. The tracking data stays in its cookie, which the api
 * reads; the age counts on the visitor's own calendar day.
 */
export async function submitSignupFromBrowser(
  request: SignupRequest,
  likeProfileId: number | null = null,
): Promise<SignupCreated> {
  const { activationPending } = await apiInBrowser().signup({
    ...request.form,
    target_profile_id: request.targetProfileId ?? likeProfileId ?? undefined,
    ...(likeProfileId !== null ? { like_target: true } : {}),
    time_zone: browserTimeZone(),
  })
  return { activationPending }
}

/**
 * A signup of this site: the brand's `signups` setting and the visitor's tracking decide the
 * invite-only notice; once signed up the layout reloads, so the new member is logged in.
 * `targetProfileId` gets a first message; `likeProfileId` the new account's like. `start` is a
 * step the page's action answered with (decision 085); `closed` when the api refused a new
 * account there because the brand signs up nobody new.
 */
export function useSiteSignup({
  targetProfileId = null,
  likeProfileId = null,
  loginHref = '/login',
  start = null,
  closed = false,
}: {
  targetProfileId?: number | null
  likeProfileId?: number | null
  loginHref?: string
  start?: SignupStart | null
  closed?: boolean
} = {}): SignupActor {
  const { brand, tracking, locale } = useRootData()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  return useSignup({
    submit: (request) => submitSignupFromBrowser(request, likeProfileId),
    input: {
      signupsSetting: closed ? 'other' : brand.signups,
      tracking,
      locale,
      targetProfileId,
      start,
    },
    onLogin: () => navigate(loginHref),
    onSignedUp: () => revalidator.revalidate(),
  })
}
