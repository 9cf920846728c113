import { describe, expect, it } from 'vitest'
import { type SignupValues, signupFields } from './signup.ts'
import {
  carriedSignupValues,
  firstSignupStepWithError,
  postedSignupStep,
  signupStepErrors,
  signupStepFields,
  signupStepOfField,
  signupSteps,
} from './signup-steps.ts'

const today = { now: Date.UTC(2026, 10, 21, 12), timeZone: 'UTC' }
const valid: SignupValues = {
  gender: 'male',
  looking_for: 'both',
  sensitive_consent: 'yes',
  date_of_birth: '2000-01-31',
  name: 'Jonas',
  email: 'jonas@example.com',
  password: 'correct horse',
  signup_message: '',
}

describe('signup steps', () => {
  it('ask for every field once, the message only with a target profile', () => {
    const withTarget = signupSteps.flatMap((step) => signupStepFields(step, true))
    const withoutTarget = signupSteps.flatMap((step) => signupStepFields(step, false))
    expect([...withTarget].sort()).toEqual([...signupFields].sort())
    expect(withoutTarget).not.toContain('signup_message')
    expect(withoutTarget).toHaveLength(signupFields.length - 1)
    for (const field of signupFields) {
      expect(signupStepFields(signupStepOfField(field), true)).toContain(field)
    }
  })

  it('point at the first step holding a field in error', () => {
    expect(firstSignupStepWithError({})).toBeNull()
    expect(
      firstSignupStepWithError({
        email: { id: 'signup.error.emailTaken' },
        name: { id: 'signup.error.nameIsEmail' },
      }),
    ).toBe(2)
    expect(firstSignupStepWithError({ gender: { id: 'signup.error.choose' } })).toBe(0)
  })

  it('check only their own fields, and the whole form on the last step', () => {
    const values = { ...valid, gender: '', name: 'jonas@example.com' }
    expect(signupStepErrors(1, values, false, today)).toEqual({})
    expect(signupStepErrors(0, values, false, today)).toEqual({
      gender: { id: 'signup.error.choose' },
    })
    expect(signupStepErrors(3, { ...valid, name: 'jonas@example.com' }, false, today)).toEqual({
      name: { id: 'signup.error.nameIsEmail' },
    })
    expect(signupStepErrors(3, valid, true, today)).toEqual({})
  })
})

describe('a step posted without JavaScript', () => {
  it('carries the other steps values, never the password, the message only with a target', () => {
    const withMessage = { ...valid, signup_message: 'Hi' }
    expect(carriedSignupValues(2, withMessage, false)).toEqual({
      gender: 'male',
      looking_for: 'both',
      sensitive_consent: 'yes',
      date_of_birth: '2000-01-31',
      email: 'jonas@example.com',
    })
    expect(carriedSignupValues(1, withMessage, true)).toMatchObject({ signup_message: 'Hi' })
    expect(carriedSignupValues(3, withMessage, true)).not.toHaveProperty('signup_message')
    expect(carriedSignupValues(0, { ...valid, name: '' }, false)).not.toHaveProperty('name')
  })

  it('names its step', () => {
    expect(postedSignupStep('2')).toBe(2)
    expect(postedSignupStep('4')).toBeNull()
    expect(postedSignupStep(null)).toBeNull()
  })
})
