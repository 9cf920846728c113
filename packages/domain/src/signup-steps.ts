import {
  type AgeReference,
  parseSignupForm,
  type SignupField,
  type SignupFieldErrors,
  type SignupValues,
  validateSignupFields,
} from './signup.ts'

/** The steps that collect the signup form (decision 008); the machine's step 4 submits it. */
export const signupSteps = [0, 1, 2, 3] as const
export type SignupStep = (typeof signupSteps)[number]

/** The hidden input naming the step a step's form posts (decision 085). */
export const postedSignupStepField = 'signup_step'

/** The step a posted form names, or null for anything else. */
export function postedSignupStep(value: unknown): SignupStep | null {
  return signupSteps.find((step) => String(step) === value) ?? null
}

/**
 * What a step's form carries as hidden inputs: the values of the other steps' fields, never the
 * password (typed again rather than kept in the page) and the message only with a target.
 */
export function carriedSignupValues(
  step: SignupStep,
  values: SignupValues,
  hasTargetProfile: boolean,
): Partial<SignupValues> {
  const own = signupStepFields(step, hasTargetProfile)
  const carried: Partial<SignupValues> = {}
  for (const other of signupSteps) {
    for (const field of signupStepFields(other, hasTargetProfile)) {
      if (own.includes(field) || field === 'password' || values[field] === '') continue
      carried[field] = values[field]
    }
  }
  return carried
}

const fieldsByStep: Record<SignupStep, readonly SignupField[]> = {
  0: ['gender', 'looking_for', 'sensitive_consent'],
  1: ['date_of_birth'],
  2: ['name'],
  3: ['email', 'password'],
}

/** The inputs of a step; the signup message is asked for only when a profile is the target. */
export function signupStepFields(
  step: SignupStep,
  hasTargetProfile: boolean,
): readonly SignupField[] {
  const fields = fieldsByStep[step]
  return step === 3 && hasTargetProfile ? [...fields, 'signup_message'] : fields
}

export function signupStepOfField(field: SignupField): SignupStep {
  if (field === 'signup_message') return 3
  const step = signupSteps.find((candidate) => fieldsByStep[candidate].includes(field))
  if (step === undefined) throw new Error(`No signup step asks for ${field}`)
  return step
}

/** The step to show for a set of errors: the first one that has an input in error. */
export function firstSignupStepWithError(errors: SignupFieldErrors): SignupStep | null {
  const steps = Object.keys(errors).map((field) => signupStepOfField(field as SignupField))
  return steps.length === 0 ? null : (Math.min(...steps) as SignupStep)
}

/**
 * The problems that keep a step from moving on. The last step checks the whole form, so a rule
 * between fields of different steps (the username equal to the email) is caught before submitting.
 */
export function signupStepErrors(
  step: SignupStep,
  values: SignupValues,
  hasTargetProfile: boolean,
  reference: AgeReference,
): SignupFieldErrors {
  if (step < 3)
    return validateSignupFields(values, signupStepFields(step, hasTargetProfile), reference)
  const result = parseSignupForm(values, reference)
  return result.success ? {} : result.errors
}
