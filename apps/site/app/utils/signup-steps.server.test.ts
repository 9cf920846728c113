import { describe, expect, it, vi } from 'vitest'
import { signupStepAction } from './signup-steps.server.ts'

const noTargets = { targetProfileId: null, likeProfileId: null }
const earlier = {
  gender: 'female',
  looking_for: 'male',
  sensitive_consent: 'yes',
  date_of_birth: '1991-04-12',
  name: 'Nojs',
}

function post(entries: Record<string, string>): Request {
  const body = new URLSearchParams(entries)
  return new Request('http://localhost:3000/signup', { method: 'POST', body })
}

/** A fake api answering POST /api/signup.php with `status` and the error `code`. */
function apiAnswering(status: number, code: string) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ error: code, message: code }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  )
}

/** The body of a `data()` answer: Remix's single fetch keeps it on `data`. */
const answer = (result: unknown) =>
  (result as { data: unknown; init: { status?: number } | null }).data

const statusOf = (result: unknown) =>
  (result as { init: { status?: number } | null }).init?.status ?? 200

describe('signupStepAction', () => {
  it('answers a passing step with the next one and its values, without the api', async () => {
    const fetch = apiAnswering(500, 'unused')
    const result = await signupStepAction(
      post({ signup_step: '0', gender: 'female', looking_for: 'male', sensitive_consent: 'yes' }),
      noTargets,
      fetch,
    )
    expect(answer(result)).toMatchObject({
      start: { step: 1, values: { gender: 'female', sensitive_consent: 'yes' }, errors: {} },
      failed: false,
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('answers a step that does not pass with the same step and its errors', async () => {
    const result = await signupStepAction(
      post({ signup_step: '1', gender: 'female', looking_for: 'male', sensitive_consent: 'yes' }),
      noTargets,
    )
    expect(statusOf(result)).toBe(400)
    expect(answer(result)).toMatchObject({
      start: { step: 1, errors: { date_of_birth: { id: 'signup.error.dateOfBirthRequired' } } },
    })
  })

  it('takes the date of birth from its three selects', async () => {
    const { date_of_birth: _chosen, ...others } = earlier
    const result = await signupStepAction(
      post({ signup_step: '1', ...others, day: '12', month: '4', year: '1991' }),
      noTargets,
    )
    expect(answer(result)).toMatchObject({
      start: { step: 2, values: { date_of_birth: '1991-04-12' } },
    })
  })

  it('shows an email the api already knows on the last step, without the password', async () => {
    const fetch = apiAnswering(409, 'email_taken')
    const result = await signupStepAction(
      post({
        signup_step: '3',
        ...earlier,
        email: 'taken@example.com',
        password: 'correct horse battery',
      }),
      noTargets,
      fetch,
    )
    expect(fetch).toHaveBeenCalledTimes(1)
    const posted = answer(result) as { start: { step: number; values: Record<string, string> } }
    expect(posted).toMatchObject({
      start: {
        step: 3,
        values: { email: 'taken@example.com' },
        errors: { email: { id: 'signup.error.emailTaken' } },
      },
    })
    expect(posted.start.values).not.toHaveProperty('password')
  })

  it('offers the last step again when the api refuses for no field (a rate limit)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await signupStepAction(
      post({ signup_step: '3', ...earlier, email: 'new@example.com', password: 'correct horse' }),
      noTargets,
      apiAnswering(429, 'rate_limited'),
    )
    expect(answer(result)).toMatchObject({ start: { step: 3 }, failed: true })
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('shows the invite-only notice when the api says signups are closed', async () => {
    const result = await signupStepAction(
      post({ signup_step: '3', ...earlier, email: 'new@example.com', password: 'correct horse' }),
      noTargets,
      apiAnswering(403, 'signups_closed'),
    )
    expect(answer(result)).toMatchObject({ start: null, closed: true })
  })
})
