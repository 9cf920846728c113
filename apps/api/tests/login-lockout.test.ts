import { loginLockout } from '@dating/domain/account'
import { userResponseSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindingOf, issueAccountToken } from '../src/accounts/tokens.ts'
import type { Site } from '../src/http/context.ts'
import { profiles, rateEvents, users } from '../src/db/schema.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, sessionFrom, setCookie, startApi } from './harness.ts'

const host = 'lockout.test'
const password = 'Right-password-1'
const minute = 60_000
const day = 24 * 60 * minute

describe.each(backends)('login lockout and login variants on %s', (backend) => {
  let api: Api
  let site: Site
  let clock = new Date('2026-03-02T10:00:00.000Z')
  let addressCount = 0
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms)
  }
  /** A client address no other test uses, so the per-address count starts at zero. */
  const freshAddress = () => {
    addressCount += 1
    return `198.51.100.${addressCount}`
  }

  beforeAll(async () => {
    api = await startApi(backend, { now: () => clock })
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const member = (email: string, user: Partial<Member['user']> = {}, profileActive = true) =>
    createMember(api.db, {
      site,
      email,
      password,
      user,
      profile: { status: profileActive ? 'active' : 'disabled' },
    })

  /** POST /api/user.php as the site's proxy sends it: the client address in X-Forwarded-For. */
  const login = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json(body, { headers: { 'x-forwarded-for': address, ...headers } }),
    })

  const answer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as { error: string; message: string },
  })

  const blocked = (minutes: number) => ({
    status: 429,
    body: {
      error: 'login_blocked',
      message: `Too many incorrect attempts, account blocked for ${minutes} min.`,
    },
  })
  const failed = {
    status: 401,
    body: { error: 'login_failed', message: 'Login failed, please try again' },
  }

  describe('lockout', () => {
    it('blocks an email at one address after 5 failures, known or unknown, with the same answers', async () => {
      await member('known@example.com')
      const transcripts: Array<
        Array<{ status: number; body: { error: string; message: string } }>
      > = []
      for (const email of ['Known@Example.com ', 'unknown@example.com']) {
        const address = freshAddress()
        const transcript = []
        for (let attempt = 0; attempt < loginLockout.perAddressAndEmail + 1; attempt += 1) {
          transcript.push(await answer(await login({ email, password: 'Wrong-password' }, address)))
        }
        transcripts.push(transcript)
      }
      const expected = [...Array(loginLockout.perAddressAndEmail).fill(failed), blocked(15)]
      expect(transcripts).toEqual([expected, expected])
    })

    it('refuses even the right password while blocked, shows the minutes left, then lets in', async () => {
      await member('blocked@example.com')
      const email = 'blocked@example.com'
      const address = freshAddress()
      for (let attempt = 0; attempt < loginLockout.perAddressAndEmail; attempt += 1) {
        advance(10_000)
        await login({ email, password: 'Wrong-password' }, address)
      }
      const right = () => login({ email, password }, address)
      const refused = await right()
      expect(await answer(refused)).toEqual(blocked(15))
      expect(setCookie(refused, 'sid')).toBeUndefined()

      advance(7.5 * minute)
      expect(await answer(await right())).toEqual(blocked(8))
      advance(7 * minute)
      expect(await answer(await right())).toEqual(blocked(1))
      advance(31_000)
      const response = await right()
      expect(response.status).toBe(200)
      expect(setCookie(response, 'sid')).toBeDefined()
    })

    it('counts the block from the failure that reached the limit, in the window only', async () => {
      await member('slow@example.com')
      const email = 'slow@example.com'
      const address = freshAddress()
      // Four failures, then a fifth after the window: never five within 15 minutes.
      for (let attempt = 0; attempt < loginLockout.perAddressAndEmail - 1; attempt += 1) {
        await login({ email, password: 'Wrong-password' }, address)
      }
      advance(loginLockout.windowMinutes * minute + 1000)
      await login({ email, password: 'Wrong-password' }, address)
      expect((await login({ email, password }, address)).status).toBe(200)
    })

    it('forgets the failures of an email at an address when its login succeeds there', async () => {
      await member('clears@example.com')
      const email = 'clears@example.com'
      const address = freshAddress()
      const fail = () => login({ email, password: 'Wrong-password' }, address)
      for (let attempt = 0; attempt < loginLockout.perAddressAndEmail - 1; attempt += 1)
        await fail()
      expect((await login({ email, password }, address)).status).toBe(200)
      for (let attempt = 0; attempt < loginLockout.perAddressAndEmail - 1; attempt += 1)
        await fail()
      // Eight failures within the window, but only four since the success.
      expect((await login({ email, password }, address)).status).toBe(200)
    })

    it('blocks a client address after 20 failures with different emails', async () => {
      await member('victim@example.com')
      const address = freshAddress()
      for (let attempt = 0; attempt < loginLockout.perAddress; attempt += 1) {
        // What the browser claims before the proxy's hop changes nothing.
        const claimed = `203.0.113.${attempt}, ${address}`
        const response = await login(
          { email: `guess${attempt}@example.com`, password: 'Wrong-password' },
          claimed,
        )
        expect(response.status).toBe(401)
      }
      expect(
        await answer(
          await login({ email: 'victim@example.com', password }, `10.9.9.9, ${address}`),
        ),
      ).toEqual(blocked(15))
      // The same member from another address is not blocked: the email had no failures.
      expect((await login({ email: 'victim@example.com', password }, freshAddress())).status).toBe(
        200,
      )
    })

    it('does not count this machine as one visitor (dev servers, e2e runs)', async () => {
      await member('local@example.com')
      for (let attempt = 0; attempt <= loginLockout.perAddress; attempt += 1) {
        const response = await api.request('/api/user.php', {
          method: 'POST',
          host,
          ...json({ email: `local${attempt}@example.com`, password: 'Wrong-password' }),
        })
        expect(response.status).toBe(401)
      }
      const viaLocalProxy = await login({ email: 'local@example.com', password }, '127.0.0.1')
      expect(viaLocalProxy.status).toBe(200)
    })

    it('lets no more than 5 parallel guesses for one email through', async () => {
      await member('burst@example.com')
      const address = freshAddress()
      const statuses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          login({ email: 'burst@example.com', password: `Guess-${index}` }, address).then(
            (response) => response.status,
          ),
        ),
      )
      expect(statuses.filter((status) => status === 401)).toHaveLength(
        loginLockout.perAddressAndEmail,
      )
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        12 - loginLockout.perAddressAndEmail,
      )
    })

    it('counts emails lower-cased and trimmed, and never stores a password', async () => {
      await login({ email: ' Mixed.Case@Example.com', password: 'Secret-typo-1' }, freshAddress())
      const keys = (await api.db.select({ key: rateEvents.key }).from(rateEvents)).map(
        (row) => row.key,
      )
      expect(keys).toContain('mixed.case@example.com')
      expect(keys.some((key) => key.includes('Secret-typo-1'))).toBe(false)
    })
  })

  describe('one-time login link', () => {
    it('logs in once with a login_token, and never again', async () => {
      const { user } = await member('lander@example.com')
      const { token } = await issueAccountToken(api.db, {
        userId: user.id,
        kind: 'login_link',
        now: clock,
        browserBinding: bindingOf('nonce-of-the-browser'),
      })
      const first = await login(
        { login_token: token, binding: 'nonce-of-the-browser' },
        freshAddress(),
      )
      expect(first.status).toBe(200)
      const { user: shown } = v.parse(userResponseSchema, await first.json())
      expect(shown.email).toBe('lander@example.com')
      const session = sessionFrom(first)
      const me = await api.request('/api/user.php', { host, headers: { cookie: session } })
      expect(me.status).toBe(200)

      const again = await login(
        { login_token: token, binding: 'nonce-of-the-browser' },
        freshAddress(),
      )
      expect(await answer(again)).toEqual(failed)
      expect(setCookie(again, 'sid')).toBeUndefined()
    })

    it('refuses an expired, unknown or malformed login_token with 401 login_failed', async () => {
      const { user } = await member('late@example.com')
      const { token } = await issueAccountToken(api.db, {
        userId: user.id,
        kind: 'login_link',
        now: clock,
      })
      advance(2 * minute + 1000)
      expect(await answer(await login({ login_token: token }, freshAddress()))).toEqual(failed)
      expect(await answer(await login({ login_token: 'A'.repeat(43) }, freshAddress()))).toEqual(
        failed,
      )
      expect(await answer(await login({ login_token: 'short' }, freshAddress()))).toEqual(failed)
    })

    it('does not take a token of another kind', async () => {
      const { user } = await member('kinds@example.com')
      const { token } = await issueAccountToken(api.db, {
        userId: user.id,
        kind: 'password_reset',
        now: clock,
      })
      expect(await answer(await login({ login_token: token }, freshAddress()))).toEqual(failed)
    })
  })

  describe('accounts pending deletion', () => {
    const pending = (email: string, requestedDaysAgo: number, activated = true) =>
      member(
        email,
        {
          status: 'pending_deletion',
          activatedAt: activated ? new Date('2025-01-01T00:00:00Z') : null,
          deletionRequestedAt: new Date(clock.getTime() - requestedDaysAgo * day),
          deletionReason: 'taking_break',
          deletionNote: 'back soon',
        },
        false,
      )

    it('answers 409 with the last day to reactivate, in the request language', async () => {
      const requestedAt = new Date('2026-03-01T12:00:00Z')
      clock = new Date('2026-03-03T09:00:00Z')
      await member(
        'leaving@example.com',
        {
          status: 'pending_deletion',
          activatedAt: new Date('2025-01-01T00:00:00Z'),
          deletionRequestedAt: requestedAt,
          deletionReason: 'privacy',
        },
        false,
      )
      const body = { email: 'leaving@example.com', password }
      const english = await login(body, freshAddress())
      expect(await answer(english)).toEqual({
        status: 409,
        body: {
          error: 'account_pending_deletion',
          message:
            'This account is still pending deletion. You can reactivate it until 15 March 2026.',
        },
      })
      expect(setCookie(english, 'sid')).toBeUndefined()
      const german = await answer(await login(body, freshAddress(), { cookie: 'locale=de' }))
      expect(german.status).toBe(409)
      expect(german.body.message).toContain('15. März 2026')
    })

    it('says login_failed for a wrong password, as for any account', async () => {
      await pending('pending-wrong@example.com', 2)
      expect(
        await answer(
          await login(
            { email: 'pending-wrong@example.com', password: 'Nope-nope-1' },
            freshAddress(),
          ),
        ),
      ).toEqual(failed)
    })

    it('reactivates and logs in with reactivate: true', async () => {
      const { user, profile } = await pending('comeback@example.com', 3)
      const response = await login(
        { email: 'comeback@example.com', password, reactivate: true },
        freshAddress(),
      )
      expect(response.status).toBe(200)
      const { user: shown } = v.parse(userResponseSchema, await response.json())
      expect(shown.status).toBe('active')
      const [row] = await api.db.select().from(users).where(eq(users.id, user.id))
      expect(row).toMatchObject({
        status: 'active',
        deletionRequestedAt: null,
        deletionReason: null,
        deletionNote: null,
      })
      const [shownProfile] = await api.db.select().from(profiles).where(eq(profiles.id, profile.id))
      expect(shownProfile?.status).toBe('active')
      const me = await api.request('/api/user.php', {
        host,
        headers: { cookie: sessionFrom(response) },
      })
      expect(me.status).toBe(200)
      // From now on a plain login works.
      expect(
        (await login({ email: 'comeback@example.com', password }, freshAddress())).status,
      ).toBe(200)
    })

    it('restores a member who never activated as not confirmed, profile still hidden', async () => {
      const { user, profile } = await pending('unconfirmed@example.com', 1, false)
      const response = await login(
        { email: 'unconfirmed@example.com', password, reactivate: true },
        freshAddress(),
      )
      expect(response.status).toBe(200)
      const [row] = await api.db.select().from(users).where(eq(users.id, user.id))
      expect(row?.status).toBe('not_confirmed')
      const [hidden] = await api.db.select().from(profiles).where(eq(profiles.id, profile.id))
      expect(hidden?.status).toBe('disabled')
    })

    it('says login_failed after the 14 days, even with reactivate: true', async () => {
      const { user } = await pending('too-late@example.com', 15)
      for (const reactivate of [false, true]) {
        expect(
          await answer(
            await login({ email: 'too-late@example.com', password, reactivate }, freshAddress()),
          ),
        ).toEqual(failed)
      }
      const [row] = await api.db.select().from(users).where(eq(users.id, user.id))
      expect(row?.status).toBe('pending_deletion')
    })

    it('says login_failed for an erased account', async () => {
      await member('erased@example.com', { status: 'deleted' })
      expect(
        await answer(await login({ email: 'erased@example.com', password }, freshAddress())),
      ).toEqual(failed)
    })
  })
})
