import {
  emptySignupValues,
  type SignupFieldErrors,
  type SignupValues,
  signupFields,
} from '@dating/domain/signup'
import {
  postedSignupStep,
  postedSignupStepField,
  type SignupStep,
  signupStepFields,
} from '@dating/domain/signup-steps'
import {
  type SignupOutcome,
  type SignupRequest,
  type SignupStart,
  signupMachine,
} from '@dating/machines/signup'
import { selectStepIndex } from '@dating/machines/signup/selectors'
import { dateOfParts } from '@dating/signup-flow/date-parts'
import { signupOutcomeForError } from '@dating/signup-flow/signup-outcome'
import type { Fetch } from '@dating/api-client/client'
import { data, redirect } from '@remix-run/node'
import { createActor, fromPromise, waitFor } from 'xstate'
import { apiFor, visitorOf } from './api.server.ts'
import { localeForRequest } from './locale.server.ts'
import { afterSignupHref } from './site-signup.ts'

/**
 * What a signup page renders after a step was posted without JavaScript: the step to show with
 * the values so far (never the password) and its errors; `failed` when the api could not
 * create the account for a reason that is no field's (offline, a rate limit), as the flow's
 * retry screen; `closed` when the api says the brand signs up nobody new.
 */
export interface PostedSignup {
  start: SignupStart | null
  failed: boolean
  closed: boolean
}

/** Who a signup page's account writes to or likes (as `useSiteSignup` takes them). */
export interface SignupTargets {
  targetProfileId: number | null
  likeProfileId: number | null
}

/** The posted values of the signup's fields; the date of birth from its three selects. */
function postedValues(form: FormData, step: SignupStep, hasTarget: boolean): SignupValues {
  const values = { ...emptySignupValues }
  for (const field of signupFields) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value
  }
  // The selects, not the hidden date: without JavaScript it keeps what the page was rendered with.
  if (step === 1 && ['day', 'month', 'year'].some((part) => form.has(part))) {
    const part = (name: string) => String(form.get(name) ?? '')
    values.date_of_birth = dateOfParts({
      day: part('day'),
      month: part('month'),
      year: part('year'),
    })
  }
  if (!hasTarget) values.signup_message = ''
  return values
}

/** The values a re-rendered page may carry: all but the password, which is typed again. */
const withoutPassword = (values: SignupValues): Partial<SignupValues> => {
  const { password: _typedAgain, ...rest } = values
  return rest
}

/**
 * The action of /signup and /members/{id}/signup for a step posted before the page's code ran
 * (decision 085). The signup machine checks it as in the browser: it starts on the posted step
 * with the values so far and takes the step's submit. A step that does not pass comes back with
 * its errors (or an earlier step in error); a passing step comes back as the next one; the last
 * one creates the account through the api as the browser would, passes the new session cookie
 * through and redirects where the finished signup leads. The api's refusals land on their step
 * as the machine puts them; a second post of the last step meets `email_taken`.
 */
export async function signupStepAction(
  request: Request,
  targets: SignupTargets,
  fetchUpstream?: Fetch,
) {
  const form = await request.formData()
  const step = postedSignupStep(form.get(postedSignupStepField))
  if (step === null) return data<PostedSignup>({ start: null, failed: false, closed: false })
  const hasTarget = targets.targetProfileId !== null
  const values = postedValues(form, step, hasTarget)
  const { api, responseHeaders } = apiFor(request, fetchUpstream)
  let failure: unknown = null

  const machine = signupMachine.provide({
    actors: {
      submitSignup: fromPromise<SignupOutcome, SignupRequest>(async ({ input }) => {
        try {
          const { activationPending } = await api.signup({
            ...input.form,
            target_profile_id: input.targetProfileId ?? targets.likeProfileId ?? undefined,
            ...(targets.likeProfileId !== null ? { like_target: true } : {}),
          })
          return { kind: 'created', activationPending }
        } catch (error) {
          const outcome = signupOutcomeForError(error)
          if (outcome) return outcome
          failure = error
          throw error
        }
      }),
    },
  })
  const actor = createActor(machine, {
    input: {
      // The api decides who may sign up; its `signups_closed` shows the invite-only notice.
      signupsSetting: 'all',
      locale: localeForRequest(request, {}).locale,
      targetProfileId: targets.targetProfileId,
      tracking: visitorOf(request).tracking,
      start: { step, values },
    },
  })
  actor.start()
  const own: Partial<SignupValues> = {}
  for (const field of signupStepFields(step, hasTarget)) own[field] = values[field]
  actor.send({ type: 'submit-step', values: own })
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
  actor.stop()

  if (settled.matches('Complete')) return redirect(afterSignupHref, { headers: responseHeaders })
  const answer = (posted: PostedSignup, status: number) =>
    data(posted, { status, headers: responseHeaders })
  if (settled.matches('InviteOnly'))
    return answer({ start: null, failed: false, closed: true }, 403)
  const kept = withoutPassword(settled.context.values)
  if (settled.matches('Failed')) {
    console.error('[site] signup failed:', failure)
    return answer({ start: { step: 3, values: kept }, failed: true, closed: false }, 503)
  }
  const shown = selectStepIndex(settled)
  const errors: SignupFieldErrors = settled.context.errors
  const next = shown === null || shown === 4 ? step : shown
  const refused = Object.keys(errors).length > 0
  return answer(
    { start: { step: next, values: kept, errors }, failed: false, closed: false },
    refused ? 400 : 200,
  )
}
