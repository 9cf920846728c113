import {
  type AgeReference,
  canSignUp,
  type SignupField,
  type SignupFieldErrors,
  signupFields,
} from '@dating/domain/signup'
import type { SignupContext } from './types.ts'
import {
  firstSignupStepWithError,
  type SignupStep,
  signupStepErrors,
} from '@dating/domain/signup-steps'

export const hasTargetProfile = (context: SignupContext): boolean =>
  context.targetProfileId !== null

export const ageReference = (context: SignupContext): AgeReference => ({
  now: context.now(),
  timeZone: context.timeZone,
})

export const mayEnterSignup = (context: SignupContext): boolean =>
  canSignUp({ signups: context.signupsSetting, tracking: context.tracking })

/** Whether the form keeps a value under this name: a signup field, the message only with a target. */
export const acceptsField = (context: SignupContext, field: string): field is SignupField =>
  (signupFields as readonly string[]).includes(field) &&
  (field !== 'signup_message' || hasTargetProfile(context))

export const errorsOfStep = (context: SignupContext, step: SignupStep): SignupFieldErrors =>
  signupStepErrors(step, context.values, hasTargetProfile(context), ageReference(context))

export const stepIsValid = (context: SignupContext, step: SignupStep): boolean =>
  Object.keys(errorsOfStep(context, step)).length === 0

/** Whether checking `step` sends the visitor back to the earlier step `target`. */
export const stepSendsBackTo = (
  context: SignupContext,
  step: SignupStep,
  target: SignupStep,
): boolean => firstSignupStepWithError(errorsOfStep(context, step)) === target
