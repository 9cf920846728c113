import { describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { apiWith } from './testing/fake-api.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { user } from './testing/fixtures.ts'

const token = 't'.repeat(43)

describe('account settings calls', () => {
  it('changes the password with the old one and the new one twice', async () => {
    const fetch = fakeFetch(json({ ok: true }))
    await apiWith(fetch).changePassword({
      old_password: 'old-secret',
      password: 'new-secret-1',
      password_repeat: 'new-secret-1',
    })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'PUT',
        'http://api.test/api/password.php',
        { old_password: 'old-secret', password: 'new-secret-1', password_repeat: 'new-secret-1' },
      ],
    ])
  })

  it('gives a wrong old password as the api error with its code', async () => {
    const fetch = fakeFetch(
      json({ error: 'old_password_wrong', message: 'Please check your old password.' }, 400),
    )
    const error = await apiWith(fetch)
      .changePassword({ old_password: 'x', password: 'y', password_repeat: 'y' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'old_password_wrong' })
  })

  it('requests an email change and confirms it with the mailed token', async () => {
    const changed = { ...user, email: 'new@example.com' }
    const fetch = fakeFetch(json({ ok: true }), json({ user: changed }))
    const api = apiWith(fetch)
    await api.requestMailChange({ email: 'new@example.com', password: 'secret' })
    await expect(api.confirmMailChange(token)).resolves.toMatchObject({
      email: 'new@example.com',
    })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'POST',
        'http://api.test/api/mail-change.php',
        { email: 'new@example.com', password: 'secret' },
      ],
      ['PUT', 'http://api.test/api/mail-change.php', { token }],
    ])
  })

  it('deletes the account with reason, note and password and answers the last day', async () => {
    const fetch = fakeFetch(json({ ok: true, reactivate_until: '2025-01-15T10:00:00.000Z' }))
    await expect(
      apiWith(fetch).deleteAccount({ reason: 'taking_break', password: 'secret' }),
    ).resolves.toEqual({ reactivate_until: '2025-01-15T10:00:00.000Z' })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'DELETE',
        'http://api.test/api/user.php',
        { reason: 'taking_break', note: '', password: 'secret' },
      ],
    ])
  })

  it('reactivates with the mailed token, or gives link_invalid', async () => {
    const fetch = fakeFetch(
      json({ user }),
      json({ error: 'link_invalid', message: 'Link expired or invalid, request a new email' }, 400),
    )
    const api = apiWith(fetch)
    await expect(api.reactivateAccount(token)).resolves.toMatchObject({ id: user.id })
    const error = await api.reactivateAccount(token).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 400, code: 'link_invalid' })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/reactivate.php', { token }],
      ['POST', 'http://api.test/api/reactivate.php', { token }],
    ])
  })
})
