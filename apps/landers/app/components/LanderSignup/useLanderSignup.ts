import { apiInBrowser } from '@dating/api-client/browser'
import type { SignupsSetting } from '@dating/domain/signup'
import type { Tracking } from '@dating/domain/tracking'
import type { Locale } from '@dating/i18n/locales'
import type { SignupStart } from '@dating/machines/signup'
import { type SignupActor, useSignup } from '@dating/signup-flow/use-signup'
import { handoverPath, signupInputOf, siteLoginUrl } from '../../utils/lander-signup.ts'

export interface LanderSignupOptions {
  tracking: Tracking
  signups: SignupsSetting
  locale: Locale
  siteUrl: string
}

/** A step the signup page's action answered with (decision 085). */
export interface LanderSignupStart {
  start?: SignupStart | null
  /** The api refused a new account there: the brand signs up nobody new. */
  closed?: boolean
}

const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The signup machine of a lander: the account is created through the lander's own /api proxy
 * (so its session belongs to the lander's host) with the tracking of the landing query; once
 * it exists, the handover route sends the new member on to the site, logged in there too.
 * `start` is the step the signup page's action answered a post without JavaScript with.
 */
export function useLanderSignup({
  tracking,
  signups,
  locale,
  siteUrl,
  start = null,
  closed = false,
}: LanderSignupOptions & LanderSignupStart): SignupActor {
  return useSignup({
    input: {
      signupsSetting: closed ? 'other' : signups,
      locale,
      tracking: Object.keys(tracking).length > 0 ? tracking : null,
      start,
    },
    submit: async (request) => {
      const created = await apiInBrowser().signup(signupInputOf(request, visitorTimeZone()))
      return { activationPending: created.activationPending }
    },
    onLogin: () => window.location.assign(siteLoginUrl(siteUrl)),
    onSignedUp: () => window.location.assign(handoverPath),
  })
}
