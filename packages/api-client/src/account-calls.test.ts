import { describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { apiWith } from './testing/fake-api.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { profileSummary, user } from './testing/fixtures.ts'

describe('account calls of the lander signup', () => {
  it('logs in with a login link token and answers the user', async () => {
    const fetch = fakeFetch(json({ user }))
    await expect(apiWith(fetch).loginWithToken('t'.repeat(43), 'nonce')).resolves.toMatchObject({
      id: user.id,
    })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/user.php', { login_token: 't'.repeat(43), binding: 'nonce' }],
    ])
  })

  it('gives a used or expired login token as the api error', async () => {
    const fetch = fakeFetch(json({ error: 'login_failed', message: 'Login failed' }, 401))
    const error = await apiWith(fetch)
      .loginWithToken('used', undefined)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, code: 'login_failed' })
  })

  it('asks for a login link bound to the hash of the browser nonce', async () => {
    const fetch = fakeFetch(json({ token: 'abc', expires_at: '2025-01-01T10:02:00.000Z' }))
    await expect(apiWith(fetch).createLoginLink('h'.repeat(43))).resolves.toEqual({
      token: 'abc',
      expires_at: '2025-01-01T10:02:00.000Z',
    })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/login-link.php', { binding: 'h'.repeat(43) }],
    ])
  })

  it('sends the activation mail again, and passes the daily cap on as its code', async () => {
    const fetch = fakeFetch(
      json({ ok: true }),
      json({ error: 'activation_limit', message: 'Too many activation emails.' }, 429),
    )
    const api = apiWith(fetch)
    await expect(api.sendActivationMail()).resolves.toBeUndefined()
    await expect(api.sendActivationMail()).rejects.toMatchObject({
      status: 429,
      code: 'activation_limit',
    })
    expect(fetch.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', 'http://api.test/api/activation-mail.php'],
      ['POST', 'http://api.test/api/activation-mail.php'],
    ])
  })

  it('reads the profiles to like after joining', async () => {
    const fetch = fakeFetch(json({ profiles: [profileSummary] }))
    await expect(apiWith(fetch).getSignupMatches()).resolves.toEqual([profileSummary])
    expect(fetch.requests[0]?.url).toBe('http://api.test/api/signup-matches.php')
  })
})
