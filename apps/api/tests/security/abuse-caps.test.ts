/**
 * Abuse caps (docs/security.md): per requesting address and per member, counted in
 * rate_events, so a visitor cannot mail-bomb addresses or pile up signups, and a session
 * thief cannot guess the current password faster than the login form allows.
 */
import { abuseCaps, loginLockout } from '@dating/domain/account'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { createMember, createSite, defaultTestPassword } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from '../harness.ts'

const host = 'caps.test'

describe.each(backends)('abuse caps on %s', (backend) => {
  let api: Api
  let site: Site

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const fromAddress = (address: string) => ({ 'x-forwarded-for': address })
  const errorOf = async (response: Response) =>
    [response.status, ((await response.json()) as { error?: string }).error] as const

  it('caps reset mails per requesting address, whatever addresses are asked for', async () => {
    const ask = (email: string, address: string) =>
      api.request('/api/reset-password.php', {
        method: 'POST',
        host,
        ...json({ email }, { headers: fromAddress(address) }),
      })
    for (let n = 0; n < abuseCaps.passwordResetPerAddressPerDay; n += 1) {
      expect((await ask(`target-${n}@example.com`, '198.51.100.7')).status).toBe(200)
    }
    expect(await errorOf(await ask('one-more@example.com', '198.51.100.7'))).toEqual([
      429,
      'too_many_requests',
    ])
    // A forged X-Forwarded-For entry before the trusted hop changes nothing.
    expect(await errorOf(await ask('one-more@example.com', '10.9.9.9, 198.51.100.7'))).toEqual([
      429,
      'too_many_requests',
    ])
    expect((await ask('one-more@example.com', '198.51.100.8')).status).toBe(200)
  })

  it('caps signups per address and hour', async () => {
    const signup = (n: number) =>
      api.request('/api/signup.php', {
        method: 'POST',
        host,
        ...json(
          {
            gender: 'male',
            looking_for: 'female',
            sensitive_consent: 'yes',
            date_of_birth: '1990-05-20',
            name: `Tom ${n}`,
            email: `signup-${n}@example.com`,
            password: defaultTestPassword,
          },
          { headers: fromAddress('198.51.100.20') },
        ),
      })
    for (let n = 0; n < abuseCaps.signupsPerAddressPerHour; n += 1) {
      expect((await signup(n)).status).toBe(201)
    }
    expect(await errorOf(await signup(99))).toEqual([429, 'too_many_requests'])
  })

  it('caps email change confirmations per member and day', async () => {
    await createMember(api.db, { site, email: 'mover@example.com' })
    const cookie = await loginAs(api, host, 'mover@example.com')
    const change = (n: number) =>
      api.request('/api/mail-change.php', {
        method: 'POST',
        host,
        ...json(
          { email: `new-${n}@example.com`, password: defaultTestPassword },
          { headers: { cookie } },
        ),
      })
    for (let n = 0; n < abuseCaps.mailChangePerMemberPerDay; n += 1) {
      expect((await change(n)).status).toBe(200)
    }
    expect(await errorOf(await change(99))).toEqual([429, 'too_many_requests'])
  })

  it('counts wrong current passwords as failed logins of the account', async () => {
    await createMember(api.db, { site, email: 'guessed@example.com' })
    const cookie = await loginAs(api, host, 'guessed@example.com')
    for (let n = 0; n < loginLockout.perAddressAndEmail; n += 1) {
      const guess = await api.request('/api/password.php', {
        method: 'PUT',
        host,
        ...json(
          {
            old_password: `Guess-${n}-password`,
            password: 'New-password-9',
            password_repeat: 'New-password-9',
          },
          { headers: { cookie } },
        ),
      })
      expect(guess.status).toBe(400)
    }
    const login = await api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json({ email: 'guessed@example.com', password: defaultTestPassword }),
    })
    expect(await errorOf(login)).toEqual([429, 'login_blocked'])
  })
})
