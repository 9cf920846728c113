import type { Fetch } from '@dating/api-client/client'
import { visitorOf } from '@dating/remix-server/visitor'
import { answerPostedSignupStep, type PostedSignup } from '@dating/signup-flow/server'
import { data, redirect } from '@remix-run/node'
import { apiFor } from './api.server.ts'
import { handoverPath, signupInputOf } from './lander-signup.ts'
import { localeForRequest } from './locale.server.ts'
import { landerTracking } from './tracking.ts'

export type { PostedSignup } from '@dating/signup-flow/server'

/**
 * The action of the lander's /signup for a step posted before the page's code ran (decision
 * 085): the signup machine checks it as `useLanderSignup` does in the browser, with the landing
 * tracking and the language of the page. The last step creates the account through the api as
 * the browser would (`signupInputOf`, without a time zone nobody told), passes the new session
 * cookie of the lander's host through and redirects to the handover, as `onSignedUp` does; any
 * other step answers with what the page renders.
 */
export async function landerSignupStepAction(request: Request, fetchUpstream?: Fetch) {
  const form = await request.formData()
  const { api, responseHeaders } = apiFor(request, fetchUpstream)
  const domain = visitorOf(request).brandDomain
  // The page's language as the root loader negotiates it (the brand's domain_language counts).
  const settings = await api.getSettings({ domain }).catch(() => null)
  const tracking = landerTracking(request)
  const answer = await answerPostedSignupStep(form, {
    locale: localeForRequest(request, settings?.domain_language).locale,
    tracking: Object.keys(tracking).length > 0 ? tracking : null,
    targetProfileId: null,
    submit: async (input) => {
      const { activationPending } = await api.signup(signupInputOf(input, null))
      return { activationPending }
    },
    onFailure: (error) => console.error('[landers] signup failed:', error),
  })
  if (answer.signedUp) return redirect(handoverPath, { headers: responseHeaders })
  return data<PostedSignup>(answer.posted, { status: answer.status, headers: responseHeaders })
}
