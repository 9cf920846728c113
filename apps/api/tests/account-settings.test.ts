import { userResponseSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { users } from '../src/db/schema.ts'
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

const host = 'settings.test'
const password = 'Current-password-1'
const newPassword = 'Changed-password-2'
const hour = 60 * 60_000

describe.each(backends)('password and email change on %s', (backend) => {
  let api: Api
  let site: Site
  let clock = new Date('2026-04-10T12:00:00.000Z')

  beforeAll(async () => {
    api = await startApi(backend, { now: () => clock })
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const member = (email: string) => createMember(api.db, { site, email, password })
  const session = (email: string, secret = password) => loginAs(api, host, email, secret)
  const login = (email: string, secret: string) =>
    api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json({ email, password: secret }, { headers: { 'x-forwarded-for': '192.0.2.50' } }),
    })
  const me = (cookie: string) => api.request('/api/user.php', { host, headers: { cookie } })
  const answer = async (response: Response) => [response.status, await response.json()]

  describe('PUT /api/password.php', () => {
    const change = (cookie: string | null, body: Record<string, string>) =>
      api.request('/api/password.php', {
        method: 'PUT',
        host,
        ...json(body, { headers: cookie ? { cookie } : {} }),
      })

    it('needs a session', async () => {
      const response = await change(null, {
        old_password: password,
        password: newPassword,
        password_repeat: newPassword,
      })
      expect(response.status).toBe(403)
    })

    it('checks the old password, the repeat and the length', async () => {
      await member('checks@example.com')
      const cookie = await session('checks@example.com')
      expect(
        await answer(
          await change(cookie, {
            old_password: 'Not-my-password',
            password: newPassword,
            password_repeat: newPassword,
          }),
        ),
      ).toEqual([400, { error: 'old_password_wrong', message: 'Please check your old password.' }])
      expect(
        await answer(
          await change(cookie, {
            old_password: password,
            password: newPassword,
            password_repeat: `${newPassword}x`,
          }),
        ),
      ).toEqual([
        400,
        { error: 'passwords_differ', message: 'The entered passwords are not the same.' },
      ])
      const short = await change(cookie, {
        old_password: password,
        password: 'abc',
        password_repeat: 'abc',
      })
      expect(short.status).toBe(400)
      expect(await short.json()).toMatchObject({ error: 'validation_failed' })
      // Nothing changed.
      expect((await login('checks@example.com', password)).status).toBe(200)
    })

    it('sets the new password and ends every other session of the member, not this one', async () => {
      await member('changer@example.com')
      await member('bystander@example.com')
      const phone = await session('changer@example.com')
      const laptop = await session('changer@example.com')
      const bystander = await session('bystander@example.com')
      const response = await change(laptop, {
        old_password: password,
        password: newPassword,
        password_repeat: newPassword,
      })
      expect(await answer(response)).toEqual([200, { ok: true }])
      expect((await me(laptop)).status).toBe(200)
      expect((await me(phone)).status).toBe(403)
      expect((await me(bystander)).status).toBe(200)
      expect((await login('changer@example.com', password)).status).toBe(401)
      expect((await login('changer@example.com', newPassword)).status).toBe(200)
    })
  })

  describe('/api/mail-change.php', () => {
    const requestChange = (cookie: string | null, email: string, secret = password) =>
      api.request('/api/mail-change.php', {
        method: 'POST',
        host,
        ...json({ email, password: secret }, { headers: cookie ? { cookie } : {} }),
      })
    const confirm = (token: string, cookie?: string) =>
      api.request('/api/mail-change.php', {
        method: 'PUT',
        host,
        ...json({ token }, { headers: cookie ? { cookie } : {} }),
      })
    const confirmMails = (to: string) => outboxMails(api, { kind: 'email_change_confirm', to })
    const mailedToken = (to: string) =>
      mailedLinkToken(
        api,
        { kind: 'email_change_confirm', to },
        /https:\/\/settings\.test\/mail-change\/do\?token=([A-Za-z0-9_-]{43})/,
      )
    const emailOf = async (userId: number) =>
      (await api.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]
        ?.email

    const invalid = { error: 'new_email_invalid', message: 'New email address is invalid.' }
    const linkInvalid = {
      error: 'link_invalid',
      message: 'Link expired or invalid, request a new email',
    }

    it('needs a session to ask for a change', async () => {
      expect((await requestChange(null, 'new@example.com')).status).toBe(403)
    })

    it('refuses an invalid address, the current one, a taken one and a wrong password', async () => {
      await member('mover@example.com')
      await member('taken@example.com')
      const cookie = await session('mover@example.com')
      expect(await answer(await requestChange(cookie, 'not-an-address'))).toEqual([400, invalid])
      expect(await answer(await requestChange(cookie, ' Mover@Example.com'))).toEqual([
        400,
        invalid,
      ])
      expect(await answer(await requestChange(cookie, 'Taken@example.com'))).toEqual([
        409,
        {
          error: 'email_taken',
          message: 'An account with this e-mail address already exists',
        },
      ])
      // Without the right password nobody learns whether an address is taken.
      expect(await answer(await requestChange(cookie, 'taken@example.com', 'Guess-1234'))).toEqual([
        400,
        { error: 'old_password_wrong', message: 'Please check your old password.' },
      ])
      expect(await confirmMails('taken@example.com')).toEqual([])
    })

    it('mails a link to the new address and changes the email once it is opened', async () => {
      const { user } = await member('before@example.com')
      const cookie = await session('before@example.com')
      expect(await answer(await requestChange(cookie, 'After@Example.com'))).toEqual([
        200,
        { ok: true },
      ])
      const [mail] = await confirmMails('after@example.com')
      expect(mail?.text).toContain('Please confirm that after@example.com should become')
      expect(await confirmMails('before@example.com')).toEqual([])
      // Nothing changes before the link is opened.
      expect(await emailOf(user.id)).toBe('before@example.com')

      const token = await mailedToken('after@example.com')
      const response = await confirm(token, cookie)
      expect(response.status).toBe(200)
      const { user: shown } = v.parse(userResponseSchema, await response.json())
      expect(shown.email).toBe('after@example.com')
      // Already logged in: the session stays as it is.
      expect(setCookie(response, 'sid')).toBeUndefined()
      expect((await me(cookie)).status).toBe(200)

      expect((await login('before@example.com', password)).status).toBe(401)
      expect((await login('after@example.com', password)).status).toBe(200)

      expect(await answer(await confirm(token, cookie))).toEqual([400, linkInvalid])
    })

    it('logs the member in when the link is opened without a session', async () => {
      const { user } = await member('elsewhere@example.com')
      const cookie = await session('elsewhere@example.com')
      await requestChange(cookie, 'phone@example.com')
      const response = await confirm(await mailedToken('phone@example.com'))
      expect(response.status).toBe(200)
      const opened = await me(sessionFrom(response))
      const { user: shown } = v.parse(userResponseSchema, await opened.json())
      expect(shown.email).toBe('phone@example.com')
      expect(await emailOf(user.id)).toBe('phone@example.com')
    })

    it('answers email_taken when the address was taken meanwhile', async () => {
      const { user: first } = await member('first@example.com')
      const { user: second } = await member('second@example.com')
      await requestChange(await session('first@example.com'), 'wanted@example.com')
      const firstToken = await mailedToken('wanted@example.com')
      await requestChange(await session('second@example.com'), 'wanted@example.com')
      const secondToken = await mailedToken('wanted@example.com')
      expect((await confirm(secondToken)).status).toBe(200)
      const late = await confirm(firstToken)
      expect(late.status).toBe(409)
      expect(await late.json()).toMatchObject({ error: 'email_taken' })
      expect(await emailOf(first.id)).toBe('first@example.com')
      expect(await emailOf(second.id)).toBe('wanted@example.com')
    })

    it('lets only one of two simultaneous confirmations of one address win, never failing', async () => {
      await member('race-a@example.com')
      await member('race-b@example.com')
      await requestChange(await session('race-a@example.com'), 'race@example.com')
      const tokenA = await mailedToken('race@example.com')
      await requestChange(await session('race-b@example.com'), 'race@example.com')
      const tokenB = await mailedToken('race@example.com')
      // Whichever order the two interleave in, the check or the unique index refuses one.
      const statuses = (await Promise.all([confirm(tokenA), confirm(tokenB)])).map(
        (response) => response.status,
      )
      expect(statuses.sort()).toEqual([200, 409])
    })

    it('refuses expired, unknown and malformed links', async () => {
      await member('slow@example.com')
      await requestChange(await session('slow@example.com'), 'slow-new@example.com')
      const token = await mailedToken('slow-new@example.com')
      clock = new Date(clock.getTime() + 24 * hour + 1000)
      for (const tried of [token, 'B'.repeat(43), 'nope']) {
        expect(await answer(await confirm(tried))).toEqual([400, linkInvalid])
      }
    })
  })
})
