import { emptySignupValues, type SignupValues, signupFieldError } from '@dating/domain/signup'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import {
  type SignupMachineInput,
  type SignupOutcome,
  type SignupRequest,
  signupMachine,
  signupOutcomeForErrorCode,
} from './machine.ts'
import {
  selectActivationPending,
  selectCanClose,
  selectCanGoBack,
  selectFieldError,
  selectFieldErrors,
  selectHasFailed,
  selectHasTargetProfile,
  selectIsBusy,
  selectIsClosable,
  selectIsClosed,
  selectIsComplete,
  selectIsInProgress,
  selectIsInviteOnly,
  selectStepFields,
  selectStepIndex,
  selectValues,
} from './selectors.ts'

const noon = Date.UTC(2026, 10, 21, 12)
const created: SignupOutcome = { kind: 'created', activationPending: true }

function startSignup(
  input: Partial<SignupMachineInput> = {},
  submit: (request: SignupRequest) => Promise<SignupOutcome> = async () => created,
) {
  const clock = new SimulatedClock()
  clock.set(noon)
  const submitSignup = vi.fn(submit)
  const redirectToLogin = vi.fn()
  const signedUp = vi.fn()
  const machine = signupMachine.provide({
    actors: { submitSignup: fromPromise(({ input }) => submitSignup(input)) },
    actions: {
      redirectToLogin,
      signedUp: (_, params) => signedUp(params),
    },
  })
  const actor = createActor(machine, {
    clock,
    input: {
      signupsSetting: 'all',
      locale: 'de',
      timeZone: 'UTC',
      now: () => clock.now(),
      ...input,
    },
  })
  actor.start()
  const fill = (values: Partial<SignupValues>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'change-field', field: field as keyof SignupValues, value })
    }
  }
  return { actor, clock, submitSignup, redirectToLogin, signedUp, fill }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const stepValues = [
  { gender: 'male', looking_for: 'female', sensitive_consent: 'yes' },
  { date_of_birth: '1990-05-17' },
  { name: 'Jonas' },
  { email: 'jonas@example.com', password: 'correct horse' },
] as const

/** Fills and passes the steps before `step`. */
function walkTo(signup: ReturnType<typeof startSignup>, step: number) {
  for (const values of stepValues.slice(0, step)) {
    signup.fill(values)
    signup.actor.send({ type: 'next' })
  }
  expect(selectStepIndex(signup.actor.getSnapshot())).toBe(step)
}

describe('signup machine', () => {
  it('walks steps 0 to 4 and completes, submitting the checked form once', async () => {
    const signup = startSignup({ tracking: { network: 'ads', sub1: 'x' } })
    const { actor, submitSignup, signedUp } = signup
    expect(selectStepIndex(actor.getSnapshot())).toBe(0)
    expect(selectStepFields(actor.getSnapshot())).toEqual([
      'gender',
      'looking_for',
      'sensitive_consent',
    ])
    expect(selectCanGoBack(actor.getSnapshot())).toBe(false)
    expect(selectHasTargetProfile(actor.getSnapshot())).toBe(false)
    walkTo(signup, 3)
    expect(selectStepFields(actor.getSnapshot())).toEqual(['email', 'password'])
    signup.fill({ email: ' jonas@example.com ', password: 'correct horse' })
    actor.send({ type: 'next' })
    expect(selectStepIndex(actor.getSnapshot())).toBe(4)
    expect(selectIsBusy(actor.getSnapshot())).toBe(true)
    expect(selectIsInProgress(actor.getSnapshot())).toBe(true)
    expect(selectCanGoBack(actor.getSnapshot())).toBe(false)
    expect(submitSignup).toHaveBeenCalledWith({
      form: {
        gender: 'male',
        looking_for: 'female',
        sensitive_consent: 'yes',
        date_of_birth: '1990-05-17',
        name: 'Jonas',
        email: 'jonas@example.com',
        password: 'correct horse',
        signup_message: undefined,
      },
      sexuality: 'hetero',
      targetProfileId: null,
      tracking: { network: 'ads', sub1: 'x' },
      locale: 'de',
    })
    await settle()
    const done = actor.getSnapshot()
    expect(selectIsComplete(done)).toBe(true)
    expect(selectStepIndex(done)).toBeNull()
    expect(selectActivationPending(done)).toBe(true)
    expect(selectIsBusy(done)).toBe(false)
    expect(selectIsClosable(done)).toBe(true)
    expect(signedUp).toHaveBeenCalledWith({ activationPending: true })
    expect(submitSignup).toHaveBeenCalledTimes(1)

    actor.send({ type: 'close-requested', via: 'backdrop' })
    expect(selectIsClosed(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().output).toEqual({ closedBy: 'close', signedUp: true })
  })

  it('asks for a first message to the target profile and sends it along', async () => {
    const signup = startSignup({ targetProfileId: 42 }, async () => ({
      kind: 'created',
      activationPending: false,
    }))
    const { actor, submitSignup } = signup
    expect(selectHasTargetProfile(actor.getSnapshot())).toBe(true)
    walkTo(signup, 3)
    expect(selectStepFields(actor.getSnapshot())).toEqual(['email', 'password', 'signup_message'])
    signup.fill({ ...stepValues[3], signup_message: 'x'.repeat(501) })
    actor.send({ type: 'next' })
    expect(selectStepIndex(actor.getSnapshot())).toBe(3)
    expect(selectFieldError(actor.getSnapshot(), 'signup_message')).toEqual({
      id: 'signup.error.signupMessageLength',
      values: { max: 500 },
    })
    signup.fill({ signup_message: ' Hallo Anna! ' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'next' })
    expect(submitSignup.mock.calls[0]?.[0]).toMatchObject({
      form: { signup_message: 'Hallo Anna!' },
      targetProfileId: 42,
      tracking: null,
    })
    await settle()
    expect(selectIsComplete(actor.getSnapshot())).toBe(true)
    expect(selectActivationPending(actor.getSnapshot())).toBe(false)
  })

  it('ignores a signup message without a target profile, and names that are no field', () => {
    const signup = startSignup()
    signup.fill({ signup_message: 'Hello' })
    expect(selectValues(signup.actor.getSnapshot()).signup_message).toBe('')
    const values = { signup_message: 'Hello', gender: 'male', admin: 'yes' }
    signup.actor.send({ type: 'submit-step', values })
    expect(selectValues(signup.actor.getSnapshot())).toEqual({
      ...emptySignupValues,
      gender: 'male',
    })
  })

  it('blocks next with the message of each step and clears an error when its field changes', () => {
    const signup = startSignup()
    const { actor } = signup
    actor.send({ type: 'next' })
    expect(selectStepIndex(actor.getSnapshot())).toBe(0)
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      gender: { id: 'signup.error.choose' },
      looking_for: { id: 'signup.error.choose' },
      sensitive_consent: { id: 'signup.error.consentRequired' },
    })
    signup.fill({ gender: 'female' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      looking_for: { id: 'signup.error.choose' },
      sensitive_consent: { id: 'signup.error.consentRequired' },
    })
    signup.fill({ looking_for: 'both' })
    actor.send({ type: 'next' })
    // Without the consent the step does not move on.
    expect(selectStepIndex(actor.getSnapshot())).toBe(0)
    signup.fill({ sensitive_consent: 'yes' })
    actor.send({ type: 'next' })

    actor.send({ type: 'next' })
    expect(selectStepIndex(actor.getSnapshot())).toBe(1)
    expect(selectFieldError(actor.getSnapshot(), 'date_of_birth')).toEqual({
      id: 'signup.error.dateOfBirthRequired',
      values: { min_age: 18 },
    })
    for (const [date, id] of [
      ['2001-02-30', 'signup.error.dateOfBirthInvalid'],
      ['2027-01-01', 'signup.error.dateOfBirthInvalid'],
      ['2008-11-22', 'signup.error.dateOfBirthRequired'],
    ] as const) {
      signup.fill({ date_of_birth: date })
      actor.send({ type: 'next' })
      expect(selectStepIndex(actor.getSnapshot())).toBe(1)
      expect(selectFieldError(actor.getSnapshot(), 'date_of_birth')?.id).toBe(id)
    }
    signup.fill({ date_of_birth: '2008-11-21' })
    actor.send({ type: 'next' })

    for (const [name, id] of [
      ['', 'signup.error.nameLength'],
      ['@jonas', 'signup.error.nameAt'],
    ] as const) {
      signup.fill({ name })
      actor.send({ type: 'next' })
      expect(selectStepIndex(actor.getSnapshot())).toBe(2)
      expect(selectFieldError(actor.getSnapshot(), 'name')?.id).toBe(id)
    }
    signup.fill({ name: 'Jonas' })
    actor.send({ type: 'next' })

    signup.fill({ email: 'jonas@', password: 'short' })
    actor.send({ type: 'next' })
    expect(selectStepIndex(actor.getSnapshot())).toBe(3)
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: { id: 'signup.error.emailInvalid' },
      password: { id: 'signup.error.passwordLength', values: { min: 8, max: 200 } },
    })
    signup.fill({ email: 'jonas@example.com', password: 'JONAS@example.com' })
    actor.send({ type: 'next' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      password: { id: 'signup.error.passwordIsEmail' },
    })
    expect(signup.submitSignup).not.toHaveBeenCalled()
  })

  it('lets a birthday pass on the day the visitor turns 18 (simulated clock)', () => {
    const signup = startSignup()
    walkTo(signup, 1)
    signup.fill({ date_of_birth: '2008-11-22' })
    signup.actor.send({ type: 'next' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(1)
    signup.clock.increment(11 * 60 * 60 * 1000 + 59 * 60 * 1000)
    signup.actor.send({ type: 'next' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(1)
    signup.clock.increment(60 * 1000)
    signup.actor.send({ type: 'next' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(2)
  })

  it('sends the visitor back to the username when it equals the email typed later', () => {
    const signup = startSignup()
    walkTo(signup, 2)
    signup.fill({ name: 'jonas@example.com' })
    signup.actor.send({ type: 'next' })
    signup.fill({ email: 'Jonas@example.com', password: 'correct horse' })
    signup.actor.send({ type: 'next' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(2)
    expect(selectFieldErrors(signup.actor.getSnapshot())).toEqual({
      name: { id: 'signup.error.nameIsEmail' },
    })
    signup.actor.send({ type: 'next' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(2)
    signup.fill({ name: 'Jonas' })
    signup.actor.send({ type: 'next' })
    signup.actor.send({ type: 'next' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(4)
  })

  it('takes the values of a submitted step, then moves on', () => {
    const signup = startSignup()
    signup.actor.send({
      type: 'submit-step',
      values: { gender: 'female', looking_for: 'female', sensitive_consent: 'yes' },
    })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(1)
    signup.actor.send({ type: 'submit-step', values: { date_of_birth: 'soon' } })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(1)
    expect(selectFieldError(signup.actor.getSnapshot(), 'date_of_birth')?.id).toBe(
      'signup.error.dateOfBirthInvalid',
    )
    signup.actor.send({ type: 'submit-step' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(1)
  })

  it('goes back step by step, keeping the values and dropping the errors', () => {
    const signup = startSignup()
    walkTo(signup, 3)
    signup.actor.send({ type: 'next' })
    expect(Object.keys(selectFieldErrors(signup.actor.getSnapshot()))).toEqual([
      'email',
      'password',
    ])
    for (const step of [2, 1, 0]) {
      expect(selectCanGoBack(signup.actor.getSnapshot())).toBe(true)
      signup.actor.send({ type: 'back' })
      expect(selectStepIndex(signup.actor.getSnapshot())).toBe(step)
      expect(selectFieldErrors(signup.actor.getSnapshot())).toEqual({})
    }
    expect(selectCanGoBack(signup.actor.getSnapshot())).toBe(false)
    signup.actor.send({ type: 'back' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(0)
    expect(selectValues(signup.actor.getSnapshot())).toMatchObject({
      gender: 'male',
      date_of_birth: '1990-05-17',
      name: 'Jonas',
    })
  })
})

describe('starting at a step', () => {
  const soFar = { ...stepValues[0], ...stepValues[1] }

  it('opens on the given step with the values so far and its errors, then moves on', async () => {
    const signup = startSignup({
      start: {
        step: 2,
        values: soFar,
        errors: { name: signupFieldError('signup.error.nameLength') },
      },
    })
    const { actor, submitSignup } = signup
    expect(selectStepIndex(actor.getSnapshot())).toBe(2)
    expect(selectValues(actor.getSnapshot())).toEqual({ ...emptySignupValues, ...soFar })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      name: signupFieldError('signup.error.nameLength'),
    })
    expect(selectCanGoBack(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'submit-step', values: stepValues[2] })
    expect(selectStepIndex(actor.getSnapshot())).toBe(3)
    actor.send({ type: 'submit-step', values: stepValues[3] })
    await settle()
    expect(selectIsComplete(actor.getSnapshot())).toBe(true)
    expect(submitSignup).toHaveBeenCalledWith(
      expect.objectContaining({
        form: expect.objectContaining({ gender: 'male', date_of_birth: '1990-05-17' }),
      }),
    )
  })

  it('sends a start whose earlier steps do not pass back to the first step in error', () => {
    const { actor } = startSignup({ start: { step: 3, values: { name: 'Jonas' } } })
    expect(selectStepIndex(actor.getSnapshot())).toBe(3)
    actor.send({ type: 'submit-step', values: stepValues[3] })
    expect(selectStepIndex(actor.getSnapshot())).toBe(0)
    expect(selectFieldError(actor.getSnapshot(), 'gender')).not.toBeNull()
  })

  it('keeps a signup message only with a target profile, and no names that are no field', () => {
    const start = { step: 3 as const, values: { signup_message: 'Hi', role: 'admin' } }
    expect(selectValues(startSignup({ start }).actor.getSnapshot()).signup_message).toBe('')
    const withTarget = startSignup({ start, targetProfileId: 7 }).actor.getSnapshot()
    expect(selectValues(withTarget).signup_message).toBe('Hi')
    expect(selectValues(withTarget)).not.toHaveProperty('role')
  })

  it('shows the invite-only notice instead of a step when the visitor may not sign up', () => {
    const { actor } = startSignup({ signupsSetting: 'other', start: { step: 2, values: soFar } })
    expect(selectIsInviteOnly(actor.getSnapshot())).toBe(true)
  })
})

describe('signup submission', () => {
  it('brings a duplicate email back to step 3 with its message', async () => {
    let answer = signupOutcomeForErrorCode('email_taken')
    const signup = startSignup({}, async () => answer ?? created)
    walkTo(signup, 4)
    await settle()
    const snapshot = signup.actor.getSnapshot()
    expect(selectStepIndex(snapshot)).toBe(3)
    expect(selectFieldErrors(snapshot)).toEqual({ email: { id: 'signup.error.emailTaken' } })
    expect(selectValues(snapshot).email).toBe('jonas@example.com')

    answer = null
    signup.fill({ email: 'jonas.b@example.com' })
    signup.actor.send({ type: 'next' })
    await settle()
    expect(selectIsComplete(signup.actor.getSnapshot())).toBe(true)
    expect(signup.submitSignup).toHaveBeenCalledTimes(2)
  })

  it('brings an age the api refuses back to step 1', async () => {
    const signup = startSignup({}, async () => signupOutcomeForErrorCode('too_young') ?? created)
    walkTo(signup, 4)
    await settle()
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(1)
    expect(selectFieldError(signup.actor.getSnapshot(), 'date_of_birth')).toEqual({
      id: 'signup.error.dateOfBirthRequired',
      values: { min_age: 18 },
    })
  })

  it('offers a retry after a network failure or a rejection without field errors', async () => {
    const answers: (() => Promise<SignupOutcome>)[] = [
      () => Promise.reject(new TypeError('fetch failed')),
      async () => ({ kind: 'rejected', errors: {} }),
      async () => created,
    ]
    const signup = startSignup({}, () => (answers.shift() ?? (async () => created))())
    walkTo(signup, 4)
    await settle()
    let snapshot = signup.actor.getSnapshot()
    expect(selectHasFailed(snapshot)).toBe(true)
    expect(selectStepIndex(snapshot)).toBe(4)
    expect(selectIsBusy(snapshot)).toBe(false)
    expect(selectIsInProgress(snapshot)).toBe(true)
    expect(selectCanGoBack(snapshot)).toBe(true)

    signup.actor.send({ type: 'retry' })
    expect(selectIsBusy(signup.actor.getSnapshot())).toBe(true)
    await settle()
    expect(selectHasFailed(signup.actor.getSnapshot())).toBe(true)

    signup.actor.send({ type: 'back' })
    expect(selectStepIndex(signup.actor.getSnapshot())).toBe(3)
    signup.actor.send({ type: 'next' })
    await settle()
    snapshot = signup.actor.getSnapshot()
    expect(selectIsComplete(snapshot)).toBe(true)
    expect(signup.submitSignup).toHaveBeenCalledTimes(3)
  })

  it('shows the invite-only notice when the api says signups are closed', async () => {
    const signup = startSignup(
      {},
      async () => signupOutcomeForErrorCode('signups_closed') ?? created,
    )
    walkTo(signup, 4)
    await settle()
    expect(selectIsInviteOnly(signup.actor.getSnapshot())).toBe(true)
    expect(signup.signedUp).not.toHaveBeenCalled()
  })

  it('knows which api error codes are answers about the form', () => {
    expect(signupOutcomeForErrorCode('email_taken')).toEqual({
      kind: 'rejected',
      errors: { email: { id: 'signup.error.emailTaken' } },
    })
    expect(signupOutcomeForErrorCode('signups_closed')).toEqual({ kind: 'closed' })
    expect(signupOutcomeForErrorCode('internal_error')).toBeNull()
  })
})

describe('who may sign up', () => {
  it('is invite-only when the brand is closed, whatever the tracking', () => {
    const signup = startSignup({ signupsSetting: 'other', tracking: { network: 'ads' } })
    const snapshot = signup.actor.getSnapshot()
    expect(selectIsInviteOnly(snapshot)).toBe(true)
    expect(selectStepIndex(snapshot)).toBeNull()
    expect(selectIsClosable(snapshot)).toBe(true)
    expect(selectIsInProgress(snapshot)).toBe(false)
    signup.actor.send({ type: 'next' })
    signup.actor.send({ type: 'change-field', field: 'gender', value: 'male' })
    expect(selectIsInviteOnly(signup.actor.getSnapshot())).toBe(true)
    signup.actor.send({ type: 'close-requested', via: 'escape' })
    expect(signup.actor.getSnapshot().output).toEqual({ closedBy: 'close', signedUp: false })
  })

  it('lets only visitors with tracking data in when signups are with_trafficsource', () => {
    const without = startSignup({ signupsSetting: 'with_trafficsource' })
    expect(selectIsInviteOnly(without.actor.getSnapshot())).toBe(true)
    const withTracking = startSignup({
      signupsSetting: 'with_trafficsource',
      tracking: { ref: 'spring' },
    })
    expect(selectStepIndex(withTracking.actor.getSnapshot())).toBe(0)
  })
})

describe('closing', () => {
  it('closes on backdrop or Escape on step 0 only, not once the signup is in progress', () => {
    for (const via of ['backdrop', 'escape', 'button'] as const) {
      const signup = startSignup()
      expect(selectIsClosable(signup.actor.getSnapshot())).toBe(true)
      expect(selectIsInProgress(signup.actor.getSnapshot())).toBe(false)
      signup.actor.send({ type: 'close-requested', via })
      expect(selectIsClosed(signup.actor.getSnapshot())).toBe(true)
    }
    for (const step of [1, 2, 3]) {
      const signup = startSignup()
      walkTo(signup, step)
      const snapshot = signup.actor.getSnapshot()
      expect(selectIsInProgress(snapshot)).toBe(true)
      expect(selectIsClosable(snapshot)).toBe(false)
      expect(selectCanClose(snapshot, 'backdrop')).toBe(false)
      expect(selectCanClose(snapshot, 'button')).toBe(true)
      signup.actor.send({ type: 'close-requested', via: 'backdrop' })
      signup.actor.send({ type: 'close-requested', via: 'escape' })
      expect(selectStepIndex(signup.actor.getSnapshot())).toBe(step)
      signup.actor.send({ type: 'close-requested', via: 'button' })
      expect(signup.actor.getSnapshot().output).toEqual({ closedBy: 'close', signedUp: false })
    }
  })

  it('never closes while submitting, except on the way to the login', async () => {
    const signup = startSignup({}, () => new Promise<SignupOutcome>(() => {}))
    walkTo(signup, 4)
    for (const via of ['backdrop', 'escape', 'button'] as const) {
      expect(selectCanClose(signup.actor.getSnapshot(), via)).toBe(false)
      signup.actor.send({ type: 'close-requested', via })
    }
    signup.actor.send({ type: 'back' })
    await settle()
    expect(selectIsBusy(signup.actor.getSnapshot())).toBe(true)
    signup.actor.send({ type: 'redirect-to-login' })
    expect(signup.redirectToLogin).toHaveBeenCalledTimes(1)
    expect(signup.actor.getSnapshot().output).toEqual({ closedBy: 'login', signedUp: false })
  })

  it('closes a failed submission by its close button only', async () => {
    const signup = startSignup({}, () => Promise.reject(new Error('offline')))
    walkTo(signup, 4)
    await settle()
    signup.actor.send({ type: 'close-requested', via: 'escape' })
    expect(selectHasFailed(signup.actor.getSnapshot())).toBe(true)
    signup.actor.send({ type: 'close-requested', via: 'button' })
    expect(selectIsClosed(signup.actor.getSnapshot())).toBe(true)
  })

  it('redirects to the login from any step and from the invite-only notice', () => {
    for (const step of [0, 1, 2, 3]) {
      const signup = startSignup()
      walkTo(signup, step)
      signup.actor.send({ type: 'redirect-to-login' })
      expect(signup.redirectToLogin).toHaveBeenCalledTimes(1)
      expect(signup.actor.getSnapshot().output).toEqual({ closedBy: 'login', signedUp: false })
    }
    const closed = startSignup({ signupsSetting: 'other' })
    closed.actor.send({ type: 'redirect-to-login' })
    expect(closed.redirectToLogin).toHaveBeenCalledTimes(1)
    expect(selectIsClosed(closed.actor.getSnapshot())).toBe(true)
  })
})
