import type { Fetch } from '@dating/api-client/client'
import { answerPostedSignupStep, type PostedSignup } from '@dating/signup-flow/server'
import { data, redirect } from '@remix-run/node'
import { apiFor, visitorOf } from './api.server.ts'
import { localeForRequest } from './locale.server.ts'
import { afterSignupHref } from './site-signup.ts'

export type { PostedSignup } from '@dating/signup-flow/server'

/** Who a signup page's account writes to or likes (as `useSiteSignup` takes them). */
export interface SignupTargets {
  targetProfileId: number | null
  likeProfileId: number | null
}

/**
 * The action of /signup and /members/{id}/signup for a step posted before the page's code ran
 * (decision 085): `answerPostedSignupStep` of `@dating/signup-flow/server` checks it with the
 * signup machine. The last step creates the account as the browser would (the tracking cookie
 * goes with the request, the target's first message or like as `submitSignupFromBrowser`
 * sends them), passes the new session cookie through and redirects where the finished signup
 * leads; any other step answers with what the page renders.
 */
export async function signupStepAction(
  request: Request,
  targets: SignupTargets,
  fetchUpstream?: Fetch,
) {
  const form = await request.formData()
  const { api, responseHeaders } = apiFor(request, fetchUpstream)
  const answer = await answerPostedSignupStep(form, {
    locale: localeForRequest(request, {}).locale,
    tracking: visitorOf(request).tracking,
    targetProfileId: targets.targetProfileId,
    submit: async (input) => {
      const { activationPending } = await api.signup({
        ...input.form,
        target_profile_id: input.targetProfileId ?? targets.likeProfileId ?? undefined,
        ...(targets.likeProfileId !== null ? { like_target: true } : {}),
      })
      return { activationPending }
    },
    onFailure: (error) => console.error('[site] signup failed:', error),
  })
  if (answer.signedUp) return redirect(afterSignupHref, { headers: responseHeaders })
  return data<PostedSignup>(answer.posted, { status: answer.status, headers: responseHeaders })
}
