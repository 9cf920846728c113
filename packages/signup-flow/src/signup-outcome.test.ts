import { describe, expect, it } from 'vitest'
import { signupOutcomeForError } from './signup-outcome.ts'

class FakeApiError extends Error {
  constructor(
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(code)
  }
}

describe('signupOutcomeForError', () => {
  it('turns the refusals about the form into field errors for their step', () => {
    expect(signupOutcomeForError(new FakeApiError('email_taken'))).toEqual({
      kind: 'rejected',
      errors: { email: { id: 'signup.error.emailTaken' } },
    })
    expect(signupOutcomeForError(new FakeApiError('too_young'))).toEqual({
      kind: 'rejected',
      errors: {
        date_of_birth: { id: 'signup.error.dateOfBirthRequired', values: { min_age: 18 } },
      },
    })
    expect(signupOutcomeForError(new FakeApiError('signups_closed'))).toEqual({ kind: 'closed' })
  })

  it('adds the other fields a form refusal names to the message of its code', () => {
    const error = new FakeApiError('invalid_date_of_birth', {
      date_of_birth: 'signup.error.dateOfBirthRequired',
      email: 'signup.error.emailInvalid',
    })
    expect(signupOutcomeForError(error)).toEqual({
      kind: 'rejected',
      errors: {
        date_of_birth: { id: 'signup.error.dateOfBirthInvalid' },
        email: { id: 'signup.error.emailInvalid' },
      },
    })
  })

  it('reads the fields of validation_failed, with the values each message needs', () => {
    const error = new FakeApiError('validation_failed', {
      name: 'signup.error.nameAt',
      password: 'signup.error.passwordLength',
      admin: 'signup.error.nameAt',
      email: 'no.such.message',
    })
    expect(signupOutcomeForError(error)).toEqual({
      kind: 'rejected',
      errors: {
        name: { id: 'signup.error.nameAt' },
        password: { id: 'signup.error.passwordLength', values: { min: 8, max: 200 } },
      },
    })
  })

  it('leaves everything else to the retry', () => {
    expect(signupOutcomeForError(new FakeApiError('validation_failed'))).toBeNull()
    expect(signupOutcomeForError(new FakeApiError('internal_error'))).toBeNull()
    expect(signupOutcomeForError(new TypeError('Failed to fetch'))).toBeNull()
    expect(signupOutcomeForError('offline')).toBeNull()
  })
})
