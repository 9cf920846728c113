import type { Locale } from '@dating/domain/locales'
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
import type { Tracking } from '@dating/domain/tracking'
import {
  type SignupOutcome,
  type SignupRequest,
  type SignupStart,
  signupMachine,
} from '@dating/machines/signup'
import { selectStepIndex } from '@dating/machines/signup/selectors'
import { createActor, fromPromise, waitFor } from 'xstate'
import { dateOfParts } from './SignupFlow/date-parts.ts'
import { signupOutcomeForError } from './signup-outcome.ts'
import type { SignupCreated } from './use-signup.ts'

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

export interface PostedStepOptions {
  /** The language of the new account. */
  locale: Locale
  /** The visitor's tracking as the browser's machine would get it, or none. */
  tracking: Tracking | null
  /** The profile that gets the first message (the signup then asks for it), or none. */
  targetProfileId: number | null
  /**
   * Sends the checked form to the api (POST /api/signup.php), as `useSignup`'s `submit`: a
   * rejection carrying an api error `code` lands on its step, any other is a failure.
   */
  submit: (request: SignupRequest) => Promise<SignupCreated>
  /** Told of a failure that is no field's, e.g. to log it. */
  onFailure?: (error: unknown) => void
}

/**
 * The server's answer to a posted step: `signedUp` once the account exists (the app redirects
 * where a finished signup leads, with the api's session cookie), else what the page renders
 * and its HTTP status.
 */
export type PostedStepAnswer =
  | { signedUp: true }
  | { signedUp: false; posted: PostedSignup; status: number }

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
 * A signup step posted before the page's code ran (decision 085), checked on the server as
 * in the browser: the signup machine starts on the posted step with the values so far and
 * takes the step's submit. A step that does not pass comes back with its errors (or an earlier
 * step in error); a passing step comes back as the next one; the last one creates the account
 * through `submit`. The api's refusals land on their step as the machine puts them; a second
 * post of the last step meets `email_taken`. The package knows no router: the app's action
 * turns the answer into its response.
 */
export async function answerPostedSignupStep(
  form: FormData,
  { locale, tracking, targetProfileId, submit, onFailure }: PostedStepOptions,
): Promise<PostedStepAnswer> {
  const step = postedSignupStep(form.get(postedSignupStepField))
  if (step === null)
    return { signedUp: false, posted: { start: null, failed: false, closed: false }, status: 200 }
  const hasTarget = targetProfileId !== null
  const values = postedValues(form, step, hasTarget)
  let failure: unknown = null

  const machine = signupMachine.provide({
    actors: {
      submitSignup: fromPromise<SignupOutcome, SignupRequest>(async ({ input }) => {
        try {
          const { activationPending } = await submit(input)
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
      locale,
      targetProfileId,
      tracking,
      start: { step, values },
    },
  })
  actor.start()
  const own: Partial<SignupValues> = {}
  for (const field of signupStepFields(step, hasTarget)) own[field] = values[field]
  actor.send({ type: 'submit-step', values: own })
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
  actor.stop()

  if (settled.matches('Complete')) return { signedUp: true }
  const answer = (posted: PostedSignup, status: number): PostedStepAnswer => ({
    signedUp: false,
    posted,
    status,
  })
  if (settled.matches('InviteOnly'))
    return answer({ start: null, failed: false, closed: true }, 403)
  const kept = withoutPassword(settled.context.values)
  if (settled.matches('Failed')) {
    onFailure?.(failure)
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
