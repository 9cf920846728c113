import { signupCompleteParam } from '@dating/domain/activation-reminder'
import type { SignupInput } from '@dating/api-client/calls'
import type { SignupRequest } from '@dating/machines/signup'

/** The body of POST /api/signup.php for the form the signup machine checked. */
export function signupInputOf(request: SignupRequest, timeZone: string): SignupInput {
  return {
    ...request.form,
    ...(request.targetProfileId === null ? {} : { target_profile_id: request.targetProfileId }),
    ...(request.tracking ? { tracking: request.tracking } : {}),
    time_zone: timeZone,
  }
}

/**
 * The site's page after a signup, which logs the new member in with the one-time token; marked
 * as the end of a signup like the site's own (the activation reminder of SPEC §4 then shows as
 * a modal on a phone).
 */
export function completeSignupUrl(siteUrl: string, loginToken: string): string {
  const query = new URLSearchParams({ [signupCompleteParam]: '1', login_token: loginToken })
  return `${siteUrl}/complete-signup?${query}`
}

/** The site's login, for a member who already has an account or whose handover failed. */
export function siteLoginUrl(siteUrl: string, redirectTo?: string): string {
  return redirectTo
    ? `${siteUrl}/login?redirectTo=${encodeURIComponent(redirectTo)}`
    : `${siteUrl}/login`
}

/** The lander route that hands a signed-up visitor over to the site, logged in. */
export const handoverPath = '/signup/continue'
