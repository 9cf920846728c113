import { describe, expect, it } from 'vitest'
import {
  type AgeReference,
  canSignUp,
  dateOfBirthProblem,
  emptySignupValues,
  isSignupErrorCode,
  parseSignupForm,
  type SignupMessageId,
  sensitiveDataConsent,
  signupErrorCodes,
  signupFieldError,
  signupMessageIds,
  type SignupValues,
  sexualityFor,
  validateSignupFields,
} from './signup.ts'
import { trackingFromQuery } from './tracking.ts'

const utcOn = (day: string): AgeReference => ({
  now: new Date(`${day}T12:00:00Z`),
  timeZone: 'UTC',
})
const today = utcOn('2026-11-21')

const valid: SignupValues = {
  gender: 'female',
  looking_for: 'male',
  sensitive_consent: 'yes',
  date_of_birth: '1990-05-17',
  name: 'Anna',
  email: 'anna@example.com',
  password: 'correct horse',
  signup_message: '',
}

const errorsOf = (values: Partial<SignupValues>, fields = Object.keys(values)) =>
  validateSignupFields({ ...valid, ...values }, fields as (keyof SignupValues)[], today)

describe('date of birth', () => {
  it('is required, with the minimum age in the message', () => {
    expect(dateOfBirthProblem('', today)).toBe('signup.error.dateOfBirthRequired')
    expect(dateOfBirthProblem('   ', today)).toBe('signup.error.dateOfBirthRequired')
    expect(errorsOf({ date_of_birth: '' }).date_of_birth).toEqual({
      id: 'signup.error.dateOfBirthRequired',
      values: { min_age: 18 },
    })
  })

  it('accepts 18 years exactly and refuses 17 years and 364 days', () => {
    expect(dateOfBirthProblem('2008-11-21', today)).toBeNull()
    expect(dateOfBirthProblem('2008-11-22', today)).toBe('signup.error.dateOfBirthRequired')
    expect(dateOfBirthProblem('2026-11-21', today)).toBe('signup.error.dateOfBirthRequired')
  })

  it('counts the calendar day of the given time zone', () => {
    const lateEvening = { now: new Date('2026-11-20T23:30:00Z'), timeZone: 'UTC' }
    const amsterdam = { ...lateEvening, timeZone: 'Europe/Amsterdam' }
    const newYork = { now: new Date('2026-11-21T03:00:00Z'), timeZone: 'America/New_York' }
    expect(dateOfBirthProblem('2008-11-21', lateEvening)).toBe('signup.error.dateOfBirthRequired')
    expect(dateOfBirthProblem('2008-11-21', amsterdam)).toBeNull()
    expect(dateOfBirthProblem('2008-11-21', newYork)).toBe('signup.error.dateOfBirthRequired')
    expect(dateOfBirthProblem('2008-11-21', { now: Date.UTC(2026, 10, 21), timeZone: 'UTC' })).toBe(
      null,
    )
  })

  it('lets a leap-day birthday come of age on 1 March of a common year', () => {
    expect(dateOfBirthProblem('2008-02-29', utcOn('2026-02-28'))).toBe(
      'signup.error.dateOfBirthRequired',
    )
    expect(dateOfBirthProblem('2008-02-29', utcOn('2026-03-01'))).toBeNull()
    expect(dateOfBirthProblem('2008-02-28', utcOn('2026-02-28'))).toBeNull()
    expect(dateOfBirthProblem('2000-02-29', utcOn('2018-02-28'))).toBe(
      'signup.error.dateOfBirthRequired',
    )
    expect(dateOfBirthProblem('2000-02-29', utcOn('2018-03-01'))).toBeNull()
  })

  it('refuses future, impossible, malformed and implausibly old dates', () => {
    for (const bad of [
      '2026-11-22',
      '2030-01-01',
      '2001-02-30',
      '2001-02-29',
      '2001-13-01',
      '2001-00-10',
      '2001-04-31',
      '21-11-2000',
      '2000/11/21',
      '2000-1-5',
      'yesterday',
      '1926-11-21',
    ]) {
      expect(dateOfBirthProblem(bad, today), bad).toBe('signup.error.dateOfBirthInvalid')
    }
    expect(dateOfBirthProblem('1926-11-22', today)).toBeNull()
    expect(dateOfBirthProblem('2004-02-29', today)).toBeNull()
    expect(errorsOf({ date_of_birth: '2001-02-30' }).date_of_birth).toEqual({
      id: 'signup.error.dateOfBirthInvalid',
    })
  })

  it('fails loudly on an unknown time zone', () => {
    expect(() => dateOfBirthProblem('2000-01-01', { now: 0, timeZone: 'Mars/Olympus' })).toThrow(
      /time zone/,
    )
  })
})

describe('fields', () => {
  it('asks to choose a gender and whom the visitor looks for', () => {
    expect(errorsOf({ gender: '', looking_for: 'nobody' })).toEqual({
      gender: { id: 'signup.error.choose' },
      looking_for: { id: 'signup.error.choose' },
    })
    expect(errorsOf({ gender: 'male', looking_for: 'both' })).toEqual({})
  })

  it('asks for the explicit consent to keeping gender and looking-for (only the ticked box)', () => {
    for (const refused of ['', 'no', 'on', 'YES']) {
      expect(errorsOf({ sensitive_consent: refused })).toEqual({
        sensitive_consent: { id: 'signup.error.consentRequired' },
      })
    }
    expect(errorsOf({ sensitive_consent: sensitiveDataConsent.value })).toEqual({})
  })

  it('checks the username: length, no leading @', () => {
    const nameLength = { id: 'signup.error.nameLength', values: { min: 2, max: 30 } }
    expect(errorsOf({ name: 'A' }).name).toEqual(nameLength)
    expect(errorsOf({ name: '  A  ' }).name).toEqual(nameLength)
    expect(errorsOf({ name: 'x'.repeat(31) }).name).toEqual(nameLength)
    expect(errorsOf({ name: 'x'.repeat(30) })).toEqual({})
    expect(errorsOf({ name: 'Al' })).toEqual({})
    expect(errorsOf({ name: '@anna' }).name).toEqual({ id: 'signup.error.nameAt' })
    expect(errorsOf({ name: 'an@na' })).toEqual({})
  })

  it('refuses a username equal to the email, whichever of the two is being checked', () => {
    const nameIsEmail = { name: { id: 'signup.error.nameIsEmail' } }
    const values = { name: 'anna@example.com', email: ' Anna@Example.com ' }
    expect(validateSignupFields({ ...valid, ...values }, ['name'], today)).toEqual(nameIsEmail)
    expect(validateSignupFields({ ...valid, ...values }, ['email'], today)).toEqual(nameIsEmail)
    expect(validateSignupFields({ ...valid, ...values, email: '' }, ['name'], today)).toEqual({})
  })

  it('checks the email address', () => {
    for (const bad of ['', 'anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com']) {
      expect(errorsOf({ email: bad }).email, bad).toEqual({ id: 'signup.error.emailInvalid' })
    }
    expect(errorsOf({ email: `${'a'.repeat(243)}@example.com` }).email).toEqual({
      id: 'signup.error.emailInvalid',
    })
    expect(errorsOf({ email: '  anna@example.com ' })).toEqual({})
  })

  it('checks the password: at least 8 characters, at most 200, not the email', () => {
    const passwordLength = { id: 'signup.error.passwordLength', values: { min: 8, max: 200 } }
    expect(errorsOf({ password: '' }).password).toEqual(passwordLength)
    expect(errorsOf({ password: '1234567' }).password).toEqual(passwordLength)
    expect(errorsOf({ password: 'x'.repeat(201) }).password).toEqual(passwordLength)
    expect(errorsOf({ password: '12345678' })).toEqual({})
    expect(errorsOf({ password: 'x'.repeat(200) })).toEqual({})
    expect(errorsOf({ password: 'ANNA@example.com' }, ['password']).password).toEqual({
      id: 'signup.error.passwordIsEmail',
    })
  })

  it('caps the signup message', () => {
    expect(errorsOf({ signup_message: 'x'.repeat(500) })).toEqual({})
    expect(errorsOf({ signup_message: '' })).toEqual({})
    expect(errorsOf({ signup_message: 'x'.repeat(501) }).signup_message).toEqual({
      id: 'signup.error.signupMessageLength',
      values: { max: 500 },
    })
  })
})

describe('the whole form', () => {
  it('gives the trimmed form, without an empty signup message', () => {
    const result = parseSignupForm(
      { ...valid, name: ' Anna ', email: ' anna@example.com ', signup_message: '  ' },
      today,
    )
    expect(result).toEqual({
      success: true,
      form: {
        gender: 'female',
        looking_for: 'male',
        sensitive_consent: 'yes',
        date_of_birth: '1990-05-17',
        name: 'Anna',
        email: 'anna@example.com',
        password: 'correct horse',
        signup_message: undefined,
      },
    })
    const withMessage = parseSignupForm({ ...valid, signup_message: ' Hi! ' }, today)
    expect(withMessage.success && withMessage.form.signup_message).toBe('Hi!')
  })

  it('gives the first problem of every field, cross-field rules included', () => {
    const result = parseSignupForm(
      {
        ...emptySignupValues,
        name: 'same@example.com',
        email: 'same@example.com',
        password: 'same@example.com',
        date_of_birth: '2001-02-30',
      },
      today,
    )
    expect(result).toEqual({
      success: false,
      errors: {
        gender: { id: 'signup.error.choose' },
        looking_for: { id: 'signup.error.choose' },
        sensitive_consent: { id: 'signup.error.consentRequired' },
        date_of_birth: { id: 'signup.error.dateOfBirthInvalid' },
      },
    })
    const cross = parseSignupForm(
      {
        ...valid,
        name: 'same@example.com',
        email: 'same@example.com',
        password: 'Same@Example.com',
      },
      today,
    )
    expect(cross).toEqual({
      success: false,
      errors: {
        name: { id: 'signup.error.nameIsEmail' },
        password: { id: 'signup.error.passwordIsEmail' },
      },
    })
  })

  it('has an input for every message id', () => {
    const produced = new Set<SignupMessageId>()
    const collect = (values: Partial<SignupValues>) => {
      for (const error of Object.values(errorsOf(values))) produced.add(error.id)
    }
    collect({ gender: '' })
    collect({ sensitive_consent: '' })
    collect({ date_of_birth: '' })
    collect({ date_of_birth: '2001-02-30' })
    collect({ name: 'A' })
    collect({ name: '@anna' })
    collect({ name: 'anna@example.com' })
    collect({ email: 'anna' })
    collect({ password: 'short' })
    collect({ password: 'anna@example.com' })
    collect({ signup_message: 'x'.repeat(501) })
    for (const { id } of Object.values(signupErrorCodes)) produced.add(id)
    expect([...produced].sort()).toEqual([...signupMessageIds].sort())
  })
})

describe('api error codes', () => {
  it('map the duplicate email to the email field', () => {
    expect(isSignupErrorCode('email_taken')).toBe(true)
    expect(signupErrorCodes.email_taken).toEqual({
      field: 'email',
      id: 'signup.error.emailTaken',
    })
    expect(signupFieldError(signupErrorCodes.too_young.id)).toEqual({
      id: 'signup.error.dateOfBirthRequired',
      values: { min_age: 18 },
    })
    expect(isSignupErrorCode('toString')).toBe(false)
    expect(isSignupErrorCode(undefined)).toBe(false)
  })
})

describe('sexuality from step 0', () => {
  it('follows the visitor gender and whom they look for', () => {
    expect(sexualityFor('male', 'female')).toBe('hetero')
    expect(sexualityFor('female', 'female')).toBe('homo')
    expect(sexualityFor('male', 'male')).toBe('homo')
    expect(sexualityFor('female', 'both')).toBe('bi')
  })
})

describe('who may sign up', () => {
  const withTracking = trackingFromQuery(new URLSearchParams('network=ads&sub1=spring'))
  const withoutTracking = trackingFromQuery(new URLSearchParams('page=2'))

  it('lets anyone sign up when signups are all', () => {
    expect(canSignUp({ signups: 'all', tracking: null })).toBe(true)
    expect(canSignUp({ signups: 'all', tracking: withTracking })).toBe(true)
  })

  it('lets only visitors with tracking data sign up when signups are with_trafficsource', () => {
    expect(canSignUp({ signups: 'with_trafficsource', tracking: withTracking })).toBe(true)
    expect(canSignUp({ signups: 'with_trafficsource', tracking: withoutTracking })).toBe(false)
    expect(canSignUp({ signups: 'with_trafficsource', tracking: undefined })).toBe(false)
    expect(canSignUp({ signups: 'with_trafficsource', tracking: {} })).toBe(false)
    expect(canSignUp({ signups: 'with_trafficsource', tracking: { sub3: 'x' } })).toBe(true)
  })

  it('closes signups to everyone otherwise (invitation only)', () => {
    expect(canSignUp({ signups: 'other', tracking: withTracking })).toBe(false)
    expect(canSignUp({ signups: 'other', tracking: null })).toBe(false)
  })
})
