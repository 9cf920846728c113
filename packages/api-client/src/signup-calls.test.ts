import { describe, expect, it } from 'vitest'
import type { SignupInput } from './calls.ts'
import { ApiError } from './errors.ts'
import { apiWith } from './testing/fake-api.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { user } from './testing/fixtures.ts'

const form: SignupInput = {
  gender: 'female',
  looking_for: 'male',
  sensitive_consent: 'yes',
  date_of_birth: '1994-03-08',
  name: 'Anna',
  email: 'anna@example.com',
  password: 'correct horse',
  target_profile_id: 12,
  signup_message: 'Hi!',
  time_zone: 'Europe/Berlin',
}

describe('signup call', () => {
  it('posts the form and unwraps the new member and whether activation is pending', async () => {
    const fetch = fakeFetch(json({ user, activation_pending: true }, 201))
    const api = apiWith(fetch)
    await expect(api.signup(form)).resolves.toEqual({ user, activationPending: true })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/signup.php', form],
    ])
  })

  it('keeps the fields of a validation_failed answer on the ApiError', async () => {
    const fetch = fakeFetch(
      json(
        {
          error: 'validation_failed',
          message: 'Please check your input',
          fields: { name: 'signup.error.nameAt' },
        },
        400,
      ),
      json({ error: 'email_taken', message: 'Taken' }, 409),
    )
    const api = apiWith(fetch)
    const failed = await api.signup(form).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(ApiError)
    expect(failed).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { name: 'signup.error.nameAt' },
    })
    await expect(api.signup(form)).rejects.toMatchObject({ code: 'email_taken', fields: {} })
  })
})
