import { describe, expect, it } from 'vitest'
import { apiWith } from './testing/fake-api.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { user } from './testing/fixtures.ts'

const token = 'A'.repeat(43)

describe('login, activation and password reset calls', () => {
  it('sends reactivate only when asked to', async () => {
    const fetch = fakeFetch(json({ user }))
    const api = apiWith(fetch)
    await api.login({ email: 'a@example.com', password: 'secret' })
    await api.login({ email: 'a@example.com', password: 'secret', reactivate: true })
    expect(fetch.requests.map((request) => request.body)).toEqual([
      { email: 'a@example.com', password: 'secret' },
      { email: 'a@example.com', password: 'secret', reactivate: true },
    ])
  })

  it('gives the lockout as the api error, without retrying it', async () => {
    const message = 'Too many incorrect attempts, account blocked for 15 min.'
    const fetch = fakeFetch(json({ error: 'login_blocked', message, minutes: 15 }, 429))
    const api = apiWith(fetch)
    await expect(api.login({ email: 'a@example.com', password: 'x' })).rejects.toMatchObject({
      status: 429,
      code: 'login_blocked',
      message,
    })
    expect(fetch.requests).toHaveLength(1)
  })

  it('activates with the token and sends the activation mail again', async () => {
    const fetch = fakeFetch(json({ user }), json({ ok: true }))
    const api = apiWith(fetch)
    await expect(api.activate(token)).resolves.toEqual(user)
    await api.sendActivationMail()
    expect(fetch.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', 'http://api.test/api/activate.php', { token }],
      ['POST', 'http://api.test/api/activation-mail.php', undefined],
    ])
  })

  it('requests a reset, checks the link and sets the new password', async () => {
    const fetch = fakeFetch(json({ ok: true }), json({ ok: true }), json({ user }))
    const api = apiWith(fetch)
    await api.requestPasswordReset('a@example.com')
    await api.checkPasswordResetToken(token)
    await expect(
      api.resetPassword({ token, password: 'new-secret', password_repeat: 'new-secret' }),
    ).resolves.toEqual(user)
    expect(fetch.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', 'http://api.test/api/reset-password.php', { email: 'a@example.com' }],
      ['GET', `http://api.test/api/reset-password.php?token=${token}`, undefined],
      [
        'PUT',
        'http://api.test/api/reset-password.php',
        { token, password: 'new-secret', password_repeat: 'new-secret' },
      ],
    ])
  })

  it('gives an expired link as link_invalid', async () => {
    const message = 'Link expired or invalid, request a new email'
    const api = apiWith(fakeFetch(json({ error: 'link_invalid', message }, 400)))
    await expect(api.checkPasswordResetToken(token)).rejects.toMatchObject({
      code: 'link_invalid',
      message,
    })
  })
})
