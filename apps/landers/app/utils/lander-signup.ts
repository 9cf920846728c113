import { signupCompleteParam } from '@dating/domain/activation-reminder'
import type { SignupInput } from '@dating/api-client/calls'
import type { SignupRequest } from '@dating/machines/signup'

/**
 * The body of POST /api/signup.php for the form the signup machine checked; the visitor's time
 * zone when the browser tells it (a step posted without JavaScript has none: the api then
 * counts the age on its own calendar day).
 */
export function signupInputOf(request: SignupRequest, timeZone: string | null): SignupInput {
  return {
    ...request.form,
    ...(request.targetProfileId === null ? {} : { target_profile_id: request.targetProfileId }),
    ...(request.tracking ? { tracking: request.tracking } : {}),
    ...(timeZone === null ? {} : { time_zone: timeZone }),
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

/**
 * The site's first leg of the handover: it leaves a nonce in the browser's cookie there and
 * sends the browser back to `landerOrigin` with the nonce's hash (docs/decisions/032b).
 */
export function siteBindingUrl(siteUrl: string, landerOrigin: string): string {
  return `${siteUrl}/complete-signup/bind?${new URLSearchParams({ from: landerOrigin })}`
}

/** The nonce hash the site sent the browser back with, when it has the right shape. */
export function handoverBindingOf(query: URLSearchParams): string | null {
  const binding = query.get('binding')
  return binding && /^[A-Za-z0-9_-]{43}$/.test(binding) ? binding : null
}

/** The site's login, for a member who already has an account or whose handover failed. */
export function siteLoginUrl(siteUrl: string, redirectTo?: string): string {
  return redirectTo
    ? `${siteUrl}/login?redirectTo=${encodeURIComponent(redirectTo)}`
    : `${siteUrl}/login`
}

/** The site's terms and privacy policy, which a signup on the lander agrees to. */
export function siteLegalLinks(siteUrl: string): { terms: string; privacy: string } {
  return { terms: `${siteUrl}/pages/terms`, privacy: `${siteUrl}/pages/privacy` }
}

/** The lander route that hands a signed-up visitor over to the site, logged in. */
export const handoverPath = '/signup/continue'
