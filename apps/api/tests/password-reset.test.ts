import { loginLockout } from '@dating/domain/account'
import { userResponseSchema } from '@dating/domain/entities'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { createMember, createSite } from '../src/testing/builders.ts'
import {
  type Api,
  backends,
  json,
  loginAs,
  mailedToken as mailedLinkToken,
  outboxMails,
  sessionFrom,
  setCookie,
  startApi,
} from './harness.ts'

const host = 'reset.test'
const password = 'Old-password-1'
const newPassword = 'New-password-2'
const minute = 60_000
const day = 24 * 60 * minute

describe.each(backends)('password reset on %s', (backend) => {
  let api: Api
  let site: Site
  let clock = new Date('2026-03-02T08:00:00.000Z')
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms)
  }

  beforeAll(async () => {
    api = await startApi(backend, { now: () => clock })
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const member = (email: string, user: Parameters<typeof createMember>[1]['user'] = {}) =>
    createMember(api.db, { site, email, password, user })

  const requestReset = (email: string) =>
    api.request('/api/reset-password.php', { method: 'POST', host, ...json({ email }) })
  const checkLink = (token: string) =>
    api.request(`/api/reset-password.php?token=${encodeURIComponent(token)}`, { host })
  const reset = (token: string, chosen = newPassword, repeat = chosen, cookie?: string) =>
    api.request('/api/reset-password.php', {
      method: 'PUT',
      host,
      ...json(
        { token, password: chosen, password_repeat: repeat },
        { headers: cookie ? { cookie } : {} },
      ),
    })
  const login = (email: string, secret: string, extra: Record<string, unknown> = {}) =>
    api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json(
        { email, password: secret, ...extra },
        { headers: { 'x-forwarded-for': '192.0.2.1' } },
      ),
    })
  const me = (cookie: string) => api.request('/api/user.php', { host, headers: { cookie } })

  const mailsTo = (email: string) => outboxMails(api, { kind: 'password_reset', to: email })

  /** The token of the newest reset mail to the address, read from its link. */
  const mailedToken = (email: string) =>
    mailedLinkToken(
      api,
      { kind: 'password_reset', to: email },
      /https:\/\/reset\.test\/reset-password\/do\?token=([A-Za-z0-9_-]{43})/,
    )

  const linkInvalid = {
    error: 'link_invalid',
    message: 'Link expired or invalid, request a new email',
  }

  it('answers the same for an address with and without an account, mailing only the member', async () => {
    await member('anna@example.com')
    const known = await requestReset('Anna@Example.com')
    const unknown = await requestReset('nobody@example.com')
    expect([known.status, await known.json()]).toEqual([200, { ok: true }])
    expect([unknown.status, await unknown.json()]).toEqual([200, { ok: true }])
    expect(await mailsTo('nobody@example.com')).toEqual([])
    const [mail] = await mailsTo('anna@example.com')
    expect(mail?.subject).toContain('Flirtwave')
    expect(mail?.html).toContain('https://reset.test/reset-password/do?token=')
    expect(mail?.text).toContain('The link works once and expires in 1 hour.')
  })

  it('resets once with the mailed link: new password, logged in, and not twice', async () => {
    await member('bert@example.com')
    await requestReset('bert@example.com')
    const token = await mailedToken('bert@example.com')
    const check = await checkLink(token)
    expect([check.status, await check.json()]).toEqual([200, { ok: true }])

    const response = await reset(token)
    expect(response.status).toBe(200)
    const { user } = v.parse(userResponseSchema, await response.json())
    expect(user.email).toBe('bert@example.com')
    expect((await me(sessionFrom(response))).status).toBe(200)

    expect((await login('bert@example.com', password)).status).toBe(401)
    expect((await login('bert@example.com', newPassword)).status).toBe(200)

    const checkAgain = await checkLink(token)
    expect([checkAgain.status, await checkAgain.json()]).toEqual([400, linkInvalid])
    const again = await reset(token, 'Third-password-3')
    expect([again.status, await again.json()]).toEqual([400, linkInvalid])
    expect(setCookie(again, 'sid')).toBeUndefined()
  })

  it('refuses an expired link', async () => {
    await member('cleo@example.com')
    await requestReset('cleo@example.com')
    const token = await mailedToken('cleo@example.com')
    advance(60 * minute + 1000)
    const check = await checkLink(token)
    expect([check.status, await check.json()]).toEqual([400, linkInvalid])
    const response = await reset(token)
    expect([response.status, await response.json()]).toEqual([400, linkInvalid])
    expect((await login('cleo@example.com', password)).status).toBe(200)
  })

  it('refuses unknown and malformed tokens as invalid links', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '']) {
      const check = await checkLink(token)
      expect([check.status, await check.json()]).toEqual([400, linkInvalid])
      const response = await reset(token)
      expect([response.status, await response.json()]).toEqual([400, linkInvalid])
    }
  })

  it('keeps only the newest link working', async () => {
    await member('dora@example.com')
    await requestReset('dora@example.com')
    const older = await mailedToken('dora@example.com')
    await requestReset('dora@example.com')
    const newer = await mailedToken('dora@example.com')
    expect(newer).not.toBe(older)
    expect((await checkLink(older)).status).toBe(400)
    expect((await reset(newer)).status).toBe(200)
  })

  it('checks the repeat and the length before using the link up', async () => {
    await member('emil@example.com')
    await requestReset('emil@example.com')
    const token = await mailedToken('emil@example.com')
    const differ = await reset(token, newPassword, 'Something-else-9')
    expect([differ.status, await differ.json()]).toEqual([
      400,
      { error: 'passwords_differ', message: 'The entered passwords are not the same.' },
    ])
    const short = await reset(token, 'short')
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ error: 'validation_failed' })
    expect((await reset(token)).status).toBe(200)
  })

  it('ends every session of the member and starts a new one', async () => {
    await member('fynn@example.com')
    const phone = await loginAs(api, host, 'fynn@example.com', password)
    const laptop = await loginAs(api, host, 'fynn@example.com', password)
    await requestReset('fynn@example.com')
    const response = await reset(
      await mailedToken('fynn@example.com'),
      newPassword,
      newPassword,
      laptop,
    )
    expect(response.status).toBe(200)
    expect((await me(phone)).status).toBe(403)
    expect((await me(laptop)).status).toBe(403)
    expect((await me(sessionFrom(response))).status).toBe(200)
  })

  it('lets a locked-out member in with the new password', async () => {
    await member('gina@example.com')
    for (let attempt = 0; attempt < loginLockout.perAddressAndEmail; attempt += 1) {
      await login('gina@example.com', 'Forgotten-1')
    }
    expect((await login('gina@example.com', password)).status).toBe(429)
    await requestReset('gina@example.com')
    expect((await reset(await mailedToken('gina@example.com'))).status).toBe(200)
    expect((await login('gina@example.com', newPassword)).status).toBe(200)
  })

  it('caps reset mails at 3 an address a UTC day, for unknown addresses too', async () => {
    clock = new Date('2026-03-05T21:00:00.000Z')
    await member('hugo@example.com')
    for (const email of ['hugo@example.com', 'ghost@example.com']) {
      for (let request = 0; request < 3; request += 1) {
        expect((await requestReset(email)).status).toBe(200)
      }
      const capped = await requestReset(email)
      expect([capped.status, await capped.json()]).toEqual([
        429,
        {
          error: 'reset_limit',
          message: 'Too many password reset emails sent, please try again tomorrow.',
        },
      ])
    }
    expect(await mailsTo('hugo@example.com')).toHaveLength(3)
    // Another address is not affected.
    expect((await requestReset('other@example.com')).status).toBe(200)
    // The next UTC day starts a new count.
    advance(3 * 60 * minute)
    expect((await requestReset('hugo@example.com')).status).toBe(200)
    expect((await requestReset('ghost@example.com')).status).toBe(200)
    expect(await mailsTo('hugo@example.com')).toHaveLength(4)
  })

  it('holds the cap against parallel requests', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        requestReset('rush@example.com').then((response) => response.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  })

  it('sets the new password of an account pending deletion, whose login still offers reactivation', async () => {
    await member('ines@example.com', {
      status: 'pending_deletion',
      activatedAt: new Date('2025-01-01T00:00:00Z'),
      deletionRequestedAt: new Date(clock.getTime() - 2 * day),
      deletionReason: 'other',
    })
    await requestReset('ines@example.com')
    const response = await reset(await mailedToken('ines@example.com'))
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: 'account_pending_deletion' })
    expect(setCookie(response, 'sid')).toBeUndefined()
    expect((await login('ines@example.com', newPassword)).status).toBe(409)
    expect((await login('ines@example.com', newPassword, { reactivate: true })).status).toBe(200)
  })

  it('mails no link for an erased account, and a link works on its own brand only', async () => {
    await member('jan@example.com', { status: 'deleted' })
    expect((await requestReset('jan@example.com')).status).toBe(200)
    expect(await mailsTo('jan@example.com')).toEqual([])

    await member('kai@example.com')
    await requestReset('kai@example.com')
    const token = await mailedToken('kai@example.com')
    await createSite(api.db, { domain: 'other.test' })
    const elsewhere = await api.request('/api/reset-password.php', {
      method: 'PUT',
      host: 'other.test',
      ...json({ token, password: newPassword, password_repeat: newPassword }),
    })
    expect(elsewhere.status).toBe(400)
  })
})
