import {
  emptySignupValues,
  type SignupValues,
  isSignupErrorCode,
  parseSignupForm,
  sexualityFor,
  signupErrorCodes,
  signupFieldError,
} from '@dating/domain/signup'
import { assign, fromPromise, raise, setup } from 'xstate'
import type { SignupEvent } from './events.ts'
import {
  acceptsField,
  ageReference,
  errorsOfStep,
  hasTargetProfile,
  mayEnterSignup,
  stepIsValid,
  stepSendsBackTo,
} from './guards.ts'
import type {
  SignupMachineInput,
  SignupContext,
  SignupRequest,
  SignupOutcome,
  SignupOutput,
} from './types.ts'
import { firstSignupStepWithError, type SignupStep, signupSteps } from '@dating/domain/signup-steps'

export type {
  SignupMachineInput,
  SignupStart,
  SignupContext,
  SignupRequest,
  SignupOutcome,
  SignupOutput,
} from './types.ts'

/** The outcome an api error code stands for, or null when it is no answer about the form. */
export function signupOutcomeForErrorCode(code: string): SignupOutcome | null {
  if (code === 'signups_closed') return { kind: 'closed' }
  if (!isSignupErrorCode(code)) return null
  const { field, id } = signupErrorCodes[code]
  return { kind: 'rejected', errors: { [field]: signupFieldError(id) } }
}

function signupRequest(context: SignupContext): SignupRequest {
  const parsed = parseSignupForm(context.values, ageReference(context))
  if (!parsed.success) throw new Error('The signup form was submitted without passing its checks')
  const form = hasTargetProfile(context)
    ? parsed.form
    : { ...parsed.form, signup_message: undefined }
  return {
    form,
    sexuality: sexualityFor(form.gender, form.looking_for),
    targetProfileId: context.targetProfileId,
    tracking: context.tracking,
    locale: context.locale,
  }
}

/** The empty form with the start's values, those of fields the form keeps. */
function startValues(input: SignupMachineInput): SignupValues {
  const values = { ...emptySignupValues }
  const hasTarget = (input.targetProfileId ?? null) !== null
  for (const [field, value] of Object.entries(input.start?.values ?? {})) {
    if (typeof value !== 'string' || !(field in emptySignupValues)) continue
    if (field === 'signup_message' && !hasTarget) continue
    values[field as keyof SignupValues] = value
  }
  return values
}

/** A step's continue: on when valid, else back to the first step in error, else stay. */
function moveOn(step: SignupStep, target: string) {
  const showErrors = { type: 'showStepErrors', params: { step } } as const
  return [
    { guard: { type: 'stepIsValid', params: { step } }, target, actions: 'clearErrors' },
    ...signupSteps
      .filter((earlier) => earlier < step)
      .map((earlier) => ({
        guard: { type: 'stepSendsBackTo' as const, params: { step, target: earlier } },
        target: `#signup.Form.Step${earlier}`,
        actions: showErrors,
      })),
    { actions: showErrors },
  ] as const
}

const closeTransition = {
  target: '#signup.Closed',
  actions: { type: 'closeBy', params: { by: 'close' } },
} as const
const closeButtonTransition = { ...closeTransition, guard: 'viaCloseButton' } as const

const runtimeTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The signup of SPEC §2 behind the modal, /signup, /members/{id}/signup and the landers: steps
 * 0 to 3 collect the form (SPEC §3, checked by the rules of SPEC §5 in `@dating/domain/signup`),
 * step 4 submits it, then Complete. The `signups` setting may make it InviteOnly. Backdrop and
 * Escape close it only in the states tagged `closable`; the close button also on the steps
 * (never while submitting); the way to the login always. Decision 008 records the steps.
 *
 * ```ts
 * signupMachine.provide({
 *   actors: { submitSignup: fromPromise(({ input }) => api.signup(input).then(toOutcome)) },
 *   actions: {
 *     redirectToLogin: () => navigate('/login'),
 *     signedUp: () => revalidator.revalidate(),
 *   },
 * })
 * ```
 */
export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupMachineInput,
    output: {} as SignupOutput,
  },
  actors: {
    submitSignup: fromPromise<SignupOutcome, SignupRequest>(async () => {
      throw new Error('submitSignup is provided by the app')
    }),
  },
  guards: {
    acceptsField: ({ context, event }) =>
      event.type === 'change-field' && acceptsField(context, event.field),
    stepIsValid: ({ context }, { step }: { step: SignupStep }) => stepIsValid(context, step),
    stepSendsBackTo: ({ context }, { step, target }: { step: SignupStep; target: SignupStep }) =>
      stepSendsBackTo(context, step, target),
    errorsStartAt: ({ context }, { step }: { step: SignupStep }) =>
      firstSignupStepWithError(context.errors) === step,
    startsAt: ({ context }, { step }: { step: SignupStep }) =>
      mayEnterSignup(context) && context.startStep === step,
    viaCloseButton: ({ event }) => event.type === 'close-requested' && event.via === 'button',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'change-field') return {}
      const { [event.field]: _cleared, ...errors } = context.errors
      return { values: { ...context.values, [event.field]: event.value }, errors }
    }),
    takeStepValues: assign(({ context, event }) => {
      if (event.type !== 'submit-step' || !event.values) return {}
      const values = { ...context.values }
      for (const [field, value] of Object.entries(event.values)) {
        if (typeof value === 'string' && acceptsField(context, field)) values[field] = value
      }
      return { values }
    }),
    showStepErrors: assign({
      errors: ({ context }, { step }: { step: SignupStep }) => errorsOfStep(context, step),
    }),
    clearErrors: assign({ errors: {} }),
    closeBy: assign((_, { by }: { by: 'close' | 'login' }) => ({ closedBy: by })),
    redirectToLogin: () => {},
    signedUp: (_, _params: { activationPending: boolean }) => {},
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    values: startValues(input),
    errors: input.start?.errors ?? {},
    targetProfileId: input.targetProfileId ?? null,
    tracking: input.tracking ?? null,
    signupsSetting: input.signupsSetting,
    locale: input.locale,
    timeZone: input.timeZone ?? runtimeTimeZone(),
    now: input.now ?? (() => Date.now()),
    activationPending: false,
    signedUp: false,
    closedBy: null,
    startStep: input.start?.step ?? 0,
  }),
  output: ({ context }) => ({ closedBy: context.closedBy ?? 'close', signedUp: context.signedUp }),
  initial: 'Start',
  on: {
    'redirect-to-login': {
      target: '.Closed',
      actions: [{ type: 'closeBy', params: { by: 'login' } }, 'redirectToLogin'],
    },
  },
  states: {
    Start: {
      always: [
        ...signupSteps.map((step) => ({
          guard: { type: 'startsAt' as const, params: { step } },
          target: `Form.Step${step}` as const,
        })),
        { target: 'InviteOnly' },
      ],
    },
    Form: {
      initial: 'Step0',
      on: {
        'change-field': { guard: 'acceptsField', actions: 'changeField' },
        'submit-step': { actions: ['takeStepValues', raise({ type: 'next' })] },
      },
      states: {
        Step0: {
          tags: ['closable'],
          on: {
            next: moveOn(0, 'Step1'),
            'close-requested': closeTransition,
          },
        },
        Step1: {
          tags: ['in-progress'],
          on: {
            next: moveOn(1, 'Step2'),
            back: { target: 'Step0', actions: 'clearErrors' },
            'close-requested': closeButtonTransition,
          },
        },
        Step2: {
          tags: ['in-progress'],
          on: {
            next: moveOn(2, 'Step3'),
            back: { target: 'Step1', actions: 'clearErrors' },
            'close-requested': closeButtonTransition,
          },
        },
        Step3: {
          tags: ['in-progress'],
          on: {
            next: moveOn(3, '#signup.Submitting'),
            back: { target: 'Step2', actions: 'clearErrors' },
            'close-requested': closeButtonTransition,
          },
        },
      },
    },
    Submitting: {
      tags: ['in-progress', 'busy'],
      invoke: {
        src: 'submitSignup',
        input: ({ context }) => signupRequest(context),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'created',
            target: 'Complete',
            actions: assign({
              signedUp: true,
              activationPending: ({ event }) =>
                event.output.kind === 'created' && event.output.activationPending,
            }),
          },
          { guard: ({ event }) => event.output.kind === 'closed', target: 'InviteOnly' },
          {
            guard: ({ event }) => event.output.kind === 'rejected',
            target: 'Rejected',
            actions: assign({
              errors: ({ event }) => (event.output.kind === 'rejected' ? event.output.errors : {}),
            }),
          },
          { target: 'Failed' },
        ],
        onError: 'Failed',
      },
    },
    Rejected: {
      always: [
        ...signupSteps.map((step) => ({
          guard: { type: 'errorsStartAt' as const, params: { step } },
          target: `Form.Step${step}` as const,
        })),
        { target: 'Failed' },
      ],
    },
    Failed: {
      tags: ['in-progress'],
      on: {
        retry: 'Submitting',
        back: 'Form.Step3',
        'close-requested': closeButtonTransition,
      },
    },
    Complete: {
      tags: ['closable'],
      entry: {
        type: 'signedUp',
        params: ({ context }) => ({ activationPending: context.activationPending }),
      },
      on: { 'close-requested': closeTransition },
    },
    InviteOnly: {
      tags: ['closable'],
      on: { 'close-requested': closeTransition },
    },
    Closed: { type: 'final' },
  },
})
