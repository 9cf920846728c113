import { accountTokenLifetimeSeconds, mailCaps } from '@dating/domain/account'
import {
  errorSchema,
  membersPageSchema,
  profileSummarySchema,
  userResponseSchema,
} from '@dating/domain/entities'
import { sensitiveDataConsent } from '@dating/domain/signup'
import { encodeTracking } from '@dating/domain/tracking'
import { and, eq, or } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import {
  accountTokens,
  blocks,
  conversations,
  creditLedger,
  likes,
  messages,
  profiles,
  users,
} from '../src/db/schema.ts'
import { createMailService } from '../src/mail/service.ts'
import { addLike, createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, sessionFrom, setCookie, startApi } from './harness.ts'

const host = 'signup.test'
const tracedHost = 'traced.signup.test'
const closedHost = 'closed.signup.test'
const otherHost = 'other.signup.test'

const signupResponseSchema = v.object({
  user: userResponseSchema.entries.user,
  activation_pending: v.literal(true),
})
const refusalSchema = v.object({
  ...errorSchema.entries,
  fields: v.optional(v.record(v.string(), v.string())),
})
const mailboxSchema = v.array(
  v.object({ to: v.string(), kind: v.string(), subject: v.string(), text: v.string() }),
)
const loginLinkSchema = v.object({ token: v.string(), expires_at: v.string() })
const matchesSchema = v.object({ profiles: v.array(profileSummarySchema) })

/** Noon UTC on 10 March 2026: someone born on 10 March 2008 turns 18 today. */
const start = new Date('2026-03-10T12:00:00Z')
const password = 'Long-enough-1'

describe.each(backends)('signup and activation on %s', (backend) => {
  let api: Api
  let clock = start
  let site: Site
  let target: Member
  let hiddenTarget: Member
  let sequence = 0

  beforeAll(async () => {
    api = await startApi(backend, (db) => ({
      mail: createMailService({ db, devMailbox: true }),
      now: () => clock,
    }))
    site = await createSite(api.db, {
      domain: host,
      geoipCountry: 'NL',
      countries: ['NL', 'DE', 'GB'],
      signupCredits: 15,
    })
    await createSite(api.db, { domain: tracedHost, signups: 'with_trafficsource' })
    await createSite(api.db, { domain: closedHost, signups: 'other' })
    await createSite(api.db, { domain: otherHost })
    target = await createMember(api.db, {
      site,
      profile: { name: 'Target', gender: 'female', fictional: true },
    })
    hiddenTarget = await createMember(api.db, {
      site,
      profile: { name: 'Hidden', gender: 'female', status: 'disabled' },
    })
    await createMember(api.db, { site, email: 'taken@example.com' })
  })
  afterAll(() => api.stop())

  const uniqueEmail = () => {
    sequence += 1
    return `member-${sequence}@example.com`
  }

  const form = (overrides: Record<string, unknown> = {}) => ({
    gender: 'male',
    looking_for: 'female',
    sensitive_consent: 'yes',
    date_of_birth: '1990-05-20',
    name: 'Tom',
    email: uniqueEmail(),
    password,
    ...overrides,
  })

  const signup = (body: unknown, options: { on?: string; cookie?: string } = {}) =>
    api.request('/api/signup.php', {
      method: 'POST',
      host: options.on ?? host,
      ...json(body, { headers: options.cookie ? { cookie: options.cookie } : {} }),
    })

  /** Signs up and answers the session cookie, the user and the email. */
  const signedUp = async (overrides: Record<string, unknown> = {}, cookie?: string) => {
    const body = form(overrides)
    const response = await signup(body, { cookie })
    expect(response.status).toBe(201)
    const { user } = v.parse(signupResponseSchema, await response.json())
    return { session: sessionFrom(response), user, email: body.email }
  }

  const refusal = async (response: Response) => ({
    status: response.status,
    ...v.parse(refusalSchema, await response.json()),
  })

  const mailTo = async (email: string) => {
    const response = await api.request(`/dev/mail?to=${encodeURIComponent(email)}`, {
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    return v.parse(mailboxSchema, await response.json())
  }

  /** The token of the newest activation link mailed to the address. */
  const activationToken = async (email: string) => {
    const [latest] = await mailTo(email)
    expect(latest?.kind).toBe('activation')
    const match = /https:\/\/signup\.test\/activate\/done\?token=([A-Za-z0-9_-]{43})/.exec(
      latest?.text ?? '',
    )
    if (!match?.[1]) throw new Error(`No activation link in: ${latest?.text}`)
    return match[1]
  }

  const activate = (token: unknown, cookie?: string) =>
    api.request('/api/activate.php', {
      method: 'POST',
      host,
      ...json({ token }, { headers: cookie ? { cookie } : {} }),
    })

  const currentUser = async (cookie: string) => {
    const response = await api.request('/api/user.php', { host, headers: { cookie } })
    return { status: response.status, body: await response.json() }
  }

  const resend = (cookie: string) =>
    api.request('/api/activation-mail.php', { method: 'POST', host, headers: { cookie } })

  const userRow = async (id: number) => {
    const [row] = await api.db.select().from(users).where(eq(users.id, id))
    if (!row) throw new Error(`No user ${id}`)
    return row
  }

  it('creates a logged-in member who is not confirmed yet, with a hidden profile', async () => {
    const body = form({ email: '  New.Member@Example.COM ', name: ' Tom ' })
    const response = await signup(body)
    expect(response.status).toBe(201)
    const { user, activation_pending } = v.parse(signupResponseSchema, await response.json())
    expect(activation_pending).toBe(true)
    expect(user).toMatchObject({
      email: 'new.member@example.com',
      status: 'not_confirmed',
      credits: 15,
      paid_user: false,
      language: 'en',
      signup_date: start.toISOString(),
    })
    expect(user.profile).toMatchObject({
      name: 'Tom',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      age: 35,
      status: 'disabled',
      main_image: null,
    })
    expect(setCookie(response, 'sid')).toMatch(/^sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\//)

    const me = await currentUser(sessionFrom(response))
    expect(me.status).toBe(200)
    expect(v.parse(userResponseSchema, me.body).user).toMatchObject({
      id: user.id,
      status: 'not_confirmed',
      profile: { status: 'disabled' },
    })

    const row = await userRow(user.id)
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row).toMatchObject({ network: null, signupMessage: null, signupTargetProfileId: null })
    const [profile] = await api.db.select().from(profiles).where(eq(profiles.userId, user.id))
    expect(profile).toMatchObject({ birthdate: '1990-05-20', status: 'disabled', country: 'NL' })
    const ledger = await api.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    expect(ledger.map(({ delta, reason, reference }) => ({ delta, reason, reference }))).toEqual([
      { delta: 15, reason: 'signup_bonus', reference: `signup:${user.id}` },
    ])
  })

  it('keeps a profile waiting for activation out of the members search and profile pages', async () => {
    const { user } = await signedUp({ gender: 'female', looking_for: 'male' })
    const search = await api.request('/api/members.php?gender=female', { host })
    const ids = v.parse(membersPageSchema, await search.json()).results.map((card) => card.id)
    expect(ids).toContain(target.profile.id)
    expect(ids).not.toContain(user.profile.id)
    const page = await api.request(`/api/profile.php?id=${user.profile.id}`, { host })
    expect(page.status).toBe(404)
  })

  it('speaks the request language: stored with the member and used for the mail', async () => {
    const body = form()
    const response = await signup(body, { cookie: 'locale=de' })
    expect(response.status).toBe(201)
    const { user } = v.parse(signupResponseSchema, await response.json())
    expect(user.language).toBe('de')
    const [mail] = await mailTo(body.email)
    expect(mail?.subject).toBe('Aktiviere dein Konto bei Flirtwave')
  })

  it('mails an activation link that activates and logs in once', async () => {
    const { session, user, email } = await signedUp()
    const mails = await mailTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Activate your Flirtwave account')
    const token = await activationToken(email)

    const activated = await activate(token, session)
    expect(activated.status).toBe(200)
    const fresh = sessionFrom(activated)
    expect(fresh).not.toBe(session)
    expect(v.parse(userResponseSchema, await activated.json()).user).toMatchObject({
      id: user.id,
      status: 'active',
      profile: { status: 'active' },
    })
    expect((await userRow(user.id)).activatedAt?.toISOString()).toBe(start.toISOString())
    // The new session replaced the one the request carried.
    expect((await currentUser(session)).status).toBe(403)
    expect((await currentUser(fresh)).status).toBe(200)
    const search = await api.request('/api/members.php?gender=male', { host })
    const ids = v.parse(membersPageSchema, await search.json()).results.map((card) => card.id)
    expect(ids).toContain(user.profile.id)

    expect(await refusal(await activate(token))).toEqual({
      status: 400,
      error: 'activation_failed',
      message: 'Activation failed',
    })
    const login = await api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json({ email, password }),
    })
    expect(login.status).toBe(200)
  })

  it('logs in from the activation link without any session', async () => {
    const { email, user } = await signedUp()
    const activated = await activate(await activationToken(email))
    expect(activated.status).toBe(200)
    const me = await currentUser(sessionFrom(activated))
    expect(v.parse(userResponseSchema, me.body).user).toMatchObject({
      id: user.id,
      status: 'active',
    })
  })

  it('refuses unknown, malformed, expired and foreign activation links', async () => {
    const { email } = await signedUp()
    const token = await activationToken(email)
    for (const bad of ['A'.repeat(43), 'short', '']) {
      expect(await refusal(await activate(bad))).toMatchObject({
        status: 400,
        error: 'activation_failed',
      })
    }
    expect((await refusal(await activate(42))).error).toBe('validation_failed')

    clock = new Date(start.getTime() + accountTokenLifetimeSeconds.activation * 1000)
    try {
      expect((await refusal(await activate(token))).error).toBe('activation_failed')
    } finally {
      clock = start
    }

    const other = await signedUp()
    const otherToken = await activationToken(other.email)
    const onOtherBrand = await api.request('/api/activate.php', {
      method: 'POST',
      host: otherHost,
      ...json({ token: otherToken }),
    })
    expect((await refusal(onOtherBrand)).error).toBe('activation_failed')
    expect((await userRow(other.user.id)).status).toBe('not_confirmed')
  })

  it('works until just before the link expires', async () => {
    const { email, user } = await signedUp()
    const token = await activationToken(email)
    clock = new Date(start.getTime() + accountTokenLifetimeSeconds.activation * 1000 - 1000)
    try {
      expect((await activate(token)).status).toBe(200)
    } finally {
      clock = start
    }
    expect((await userRow(user.id)).status).toBe('active')
  })

  it('does not activate an account pending deletion', async () => {
    const { email, user } = await signedUp()
    const token = await activationToken(email)
    await api.db
      .update(users)
      .set({ status: 'pending_deletion', deletionRequestedAt: start })
      .where(eq(users.id, user.id))
    expect((await refusal(await activate(token))).error).toBe('activation_failed')
    expect((await userRow(user.id)).status).toBe('pending_deletion')
  })

  it('sends the activation mail again up to the daily cap, the newest link only working', async () => {
    const { session, email } = await signedUp()
    const first = await activationToken(email)
    // The signup's own mail counts: the cap is per address and UTC day.
    for (let sent = 1; sent < mailCaps.activationPerDay; sent++) {
      const response = await resend(session)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
    }
    expect(await mailTo(email)).toHaveLength(mailCaps.activationPerDay)
    expect(await refusal(await resend(session))).toMatchObject({
      status: 429,
      error: 'activation_limit',
    })
    expect(await mailTo(email)).toHaveLength(mailCaps.activationPerDay)

    clock = new Date('2026-03-11T00:00:01Z')
    try {
      expect((await resend(session)).status).toBe(200)
      expect((await activate(first)).status).toBe(400)
      const activated = await activate(await activationToken(email), session)
      expect(activated.status).toBe(200)
      expect(await refusal(await resend(sessionFrom(activated)))).toMatchObject({
        status: 409,
        error: 'already_activated',
      })
    } finally {
      clock = start
    }
  })

  it('asks for a session to resend the mail, issue a login link or show signup matches', async () => {
    for (const [method, path] of [
      ['POST', '/api/activation-mail.php'],
      ['POST', '/api/login-link.php'],
      ['GET', '/api/signup-matches.php'],
    ] as const) {
      const response = await api.request(path, { method, host })
      expect((await refusal(response)).error).toBe('authentication_required')
    }
  })

  it('issues a one-time login link for the member', async () => {
    const { session, user } = await signedUp()
    const response = await api.request('/api/login-link.php', {
      method: 'POST',
      host,
      ...json({ binding: 'b'.repeat(43) }, { headers: { cookie: session } }),
    })
    expect(response.status).toBe(200)
    const link = v.parse(loginLinkSchema, await response.json())
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.expires_at).toBe(
      new Date(start.getTime() + accountTokenLifetimeSeconds.login_link * 1000).toISOString(),
    )
    const rows = await api.db
      .select({
        kind: accountTokens.kind,
        tokenHash: accountTokens.tokenHash,
        browserBinding: accountTokens.browserBinding,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.kind, 'login_link')))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).not.toBe(link.token)
    expect(rows[0]?.browserBinding).toBe('b'.repeat(43))
  })

  it('sends the signup message to the target profile as the first message', async () => {
    const text = '  Hello there, I liked your profile!  '
    const { user } = await signedUp({ signup_message: text, target_profile_id: target.profile.id })
    const row = await userRow(user.id)
    expect(row).toMatchObject({
      signupMessage: text.trim(),
      signupTargetProfileId: target.profile.id,
    })
    const [low, high] = [user.profile.id, target.profile.id].sort((a, b) => a - b)
    const chats = await api.db
      .select({ id: conversations.id, a: conversations.profileAId, b: conversations.profileBId })
      .from(conversations)
      .where(
        or(
          eq(conversations.profileAId, user.profile.id),
          eq(conversations.profileBId, user.profile.id),
        ),
      )
    expect(chats).toEqual([{ id: expect.any(Number), a: low, b: high }])
    const sent = await api.db
      .select({ sender: messages.senderProfileId, body: messages.body })
      .from(messages)
      .where(eq(messages.conversationId, chats[0]?.id ?? 0))
    expect(sent).toEqual([{ sender: user.profile.id, body: text.trim() }])
  })

  it("keeps a visitor's Like of the target as the new account's like", async () => {
    const { user } = await signedUp({ target_profile_id: target.profile.id, like_target: true })
    const given = await api.db
      .select({ to: likes.toProfileId })
      .from(likes)
      .where(eq(likes.fromProfileId, user.profile.id))
    expect(given).toEqual([{ to: target.profile.id }])
    const { user: hidden } = await signedUp({
      target_profile_id: hiddenTarget.profile.id,
      like_target: true,
    })
    const none = await api.db
      .select({ to: likes.toProfileId })
      .from(likes)
      .where(eq(likes.fromProfileId, hidden.profile.id))
    expect(none).toEqual([])
  })

  it('drops a target that is hidden or of another brand, and still signs up', async () => {
    const elsewhere = await createMember(api.db, {
      site: { id: (await createSite(api.db)).id, geoipCountry: 'GB' },
    })
    for (const id of [hiddenTarget.profile.id, elsewhere.profile.id, 99_999_999]) {
      const { user } = await signedUp({ signup_message: 'Hi!', target_profile_id: id })
      expect(await userRow(user.id)).toMatchObject({
        signupMessage: 'Hi!',
        signupTargetProfileId: null,
      })
      const chats = await api.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          or(
            eq(conversations.profileAId, user.profile.id),
            eq(conversations.profileBId, user.profile.id),
          ),
        )
      expect(chats).toEqual([])
    }
  })

  it('stores the tracking data of the body, else of the tracking cookie', async () => {
    const fromBody = await signedUp(
      { tracking: { network: 'adnet', ref: 'r-1', sub1: 'a', sub2: 'b', sub3: 'c' } },
      `tracking=${encodeTracking({ network: 'cookie-net' })}`,
    )
    expect(await userRow(fromBody.user.id)).toMatchObject({
      network: 'adnet',
      ref: 'r-1',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    })
    const fromCookie = await signedUp(
      { tracking: null },
      `tracking=${encodeTracking({ network: 'cookie-net', sub2: 'x y' })}`,
    )
    expect(await userRow(fromCookie.user.id)).toMatchObject({
      network: 'cookie-net',
      ref: null,
      sub1: null,
      sub2: 'x y',
    })
    const malformed = await signup(form({ tracking: { network: '<script>' } }))
    expect(await refusal(malformed)).toMatchObject({ status: 400, error: 'validation_failed' })
  })

  it('follows the signups setting of the brand', async () => {
    const closed = { status: 403, error: 'signups_closed' }
    expect(await refusal(await signup(form(), { on: tracedHost }))).toMatchObject(closed)
    expect((await signup(form({ tracking: { ref: 'x' } }), { on: tracedHost })).status).toBe(201)
    const withCookie = await signup(form(), {
      on: tracedHost,
      cookie: `tracking=${encodeTracking({ network: 'n' })}`,
    })
    expect(withCookie.status).toBe(201)
    expect(await refusal(await signup(form(), { on: closedHost }))).toMatchObject(closed)
    expect(
      await refusal(await signup(form({ tracking: { network: 'n' } }), { on: closedHost })),
    ).toMatchObject(closed)
    // Closed comes first: a closed brand tells nothing about the form or the address.
    expect(
      await refusal(await signup({ email: 'taken@example.com' }, { on: closedHost })),
    ).toMatchObject(closed)
  })

  it('refuses an address the brand has already, and only that brand', async () => {
    const taken = await refusal(await signup(form({ email: ' Taken@Example.com' })))
    expect(taken).toEqual({
      status: 409,
      error: 'email_taken',
      message: 'An account with this e-mail address already exists',
    })
    expect((await signup(form({ email: 'taken@example.com' }), { on: otherHost })).status).toBe(201)
  })

  it('answers email_taken, never an error, to two signups racing for one address', async () => {
    const body = form()
    const responses = await Promise.all([signup(body), signup(body), signup(body)])
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409, 409])
    const rows = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email))
    expect(rows).toHaveLength(1)
  })

  it('answers the contract codes for the email and the date of birth', async () => {
    expect(await refusal(await signup(form({ email: 'not-an-email' })))).toMatchObject({
      status: 400,
      error: 'invalid_email',
      message: 'Invalid email',
      fields: { email: 'signup.error.emailInvalid' },
    })
    const tooYoung = {
      status: 400,
      error: 'too_young',
      message: 'Enter your date of birth (18+)',
      fields: { date_of_birth: 'signup.error.dateOfBirthRequired' },
    }
    expect(await refusal(await signup(form({ date_of_birth: '' })))).toMatchObject(tooYoung)
    expect(await refusal(await signup(form({ date_of_birth: '2008-03-11' })))).toMatchObject(
      tooYoung,
    )
    expect((await signup(form({ date_of_birth: '2008-03-10' }))).status).toBe(201)
    for (const date of ['2001-02-30', '10.03.1990', '2030-01-01', '1900-01-01']) {
      expect(await refusal(await signup(form({ date_of_birth: date })))).toMatchObject({
        status: 400,
        error: 'invalid_date_of_birth',
        message: 'Invalid date of birth.',
      })
    }
    const german = await signup(form({ date_of_birth: '' }), { cookie: 'locale=de' })
    expect((await refusal(german)).message).toBe('Gib dein Geburtsdatum ein (18+)')
  })

  it('counts the age on the calendar day of the visitor time zone', async () => {
    // 23:30 UTC on 9 March is 00:30 on 10 March in Amsterdam: the 18th birthday there.
    clock = new Date('2026-03-09T23:30:00Z')
    try {
      const birthday = { date_of_birth: '2008-03-10' }
      expect((await refusal(await signup(form(birthday)))).error).toBe('too_young')
      const unknownZone = form({ ...birthday, time_zone: 'Mars/Olympus_Mons' })
      expect((await refusal(await signup(unknownZone))).error).toBe('too_young')
      const amsterdam = form({ ...birthday, time_zone: 'Europe/Amsterdam' })
      expect((await signup(amsterdam)).status).toBe(201)
    } finally {
      clock = start
    }
  })

  it('refuses a signup without the explicit consent to keeping gender and looking-for', async () => {
    for (const refused of [undefined, '', 'no', true]) {
      const body = form({ sensitive_consent: refused })
      const answer = await refusal(await signup(body))
      expect(answer).toMatchObject({
        status: 400,
        error: 'consent_required',
        fields: { sensitive_consent: 'signup.error.consentRequired' },
      })
      // The refusal says why the service needs it, in the visitor's language.
      expect(answer.message).toMatch(/without/i)
      const stored = await api.db.select().from(users).where(eq(users.email, body.email))
      expect(stored).toEqual([])
    }
    const german = await refusal(
      await signup(form({ sensitive_consent: '' }), { cookie: 'locale=de' }),
    )
    expect(german.message).toMatch(/ohne/i)
  })

  it('records the consent and the terms with their time and text version', async () => {
    const { user } = await signedUp()
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      sensitiveDataConsentAt: start,
      sensitiveDataConsentVersion: sensitiveDataConsent.version,
      termsAcceptedAt: start,
    })
    expect(row?.termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('names every other field in error with its message id', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ gender: 'robot' }, { gender: 'signup.error.choose' }],
      [{ looking_for: undefined }, { looking_for: 'signup.error.choose' }],
      [{ name: 'T' }, { name: 'signup.error.nameLength' }],
      [{ name: '@tom' }, { name: 'signup.error.nameAt' }],
      [
        { name: 'Same@Example.com', email: 'same@example.com' },
        { name: 'signup.error.nameIsEmail' },
      ],
      [{ password: 'short' }, { password: 'signup.error.passwordLength' }],
      [
        { password: 'pass@example.com', email: 'pass@example.com' },
        { password: 'signup.error.passwordIsEmail' },
      ],
      [{ signup_message: 'x'.repeat(501) }, { signup_message: 'signup.error.signupMessageLength' }],
      [
        { name: 'T', email: 'nope', date_of_birth: '2001-02-30' },
        {
          date_of_birth: 'signup.error.dateOfBirthInvalid',
          name: 'signup.error.nameLength',
          email: 'signup.error.emailInvalid',
        },
      ],
    ]
    for (const [overrides, fields] of cases) {
      const answer = await refusal(await signup(form(overrides)))
      expect(answer.fields, JSON.stringify(overrides)).toEqual(fields)
      const [first] = Object.keys(fields)
      if (first !== 'date_of_birth') {
        expect(answer).toMatchObject({ status: 400, error: 'validation_failed' })
        expect(answer.message).toBe(`Please check the field ${first}.`)
      }
    }
    // Several problems: the first field in the order of the steps decides the code.
    const mixed = await refusal(await signup(form({ name: 'T', email: 'nope' })))
    expect(mixed).toMatchObject({
      error: 'validation_failed',
      fields: { name: 'signup.error.nameLength', email: 'signup.error.emailInvalid' },
    })
    expect((await refusal(await signup('not an object'))).error).toBe('validation_failed')
    const broken = await api.request('/api/signup.php', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect((await refusal(broken)).error).toBe('invalid_json')
  })

  it('offers active profiles of the sought gender to like, the own country first', async () => {
    const other = await createSite(api.db, { domain: 'matches.signup.test', geoipCountry: 'DE' })
    const woman = (
      country: 'NL' | 'DE',
      extra: Parameters<typeof createMember>[1]['profile'] = {},
    ) => createMember(api.db, { site: other, profile: { gender: 'female', country, ...extra } })
    const german: Member[] = []
    for (let i = 0; i < 14; i++) german.push(await woman('DE'))
    // Newer than every German profile: only the preference for the own country leaves them out.
    const dutch = [await woman('NL'), await woman('NL')]
    const man = await createMember(api.db, { site: other, profile: { gender: 'male' } })
    const hidden = await woman('DE', { status: 'disabled' })
    const liked = await woman('DE')
    const blocker = await woman('DE')

    const response = await api.request('/api/signup.php', {
      method: 'POST',
      host: 'matches.signup.test',
      ...json(form()),
    })
    expect(response.status).toBe(201)
    const session = sessionFrom(response)
    const { user } = v.parse(signupResponseSchema, await response.json())
    expect(user.profile.country).toBe('DE')
    await addLike(api.db, user.profile.id, liked.profile.id)
    await api.db
      .insert(blocks)
      .values({ blockerProfileId: blocker.profile.id, blockedProfileId: user.profile.id })

    const matches = await api.request('/api/signup-matches.php', {
      host: 'matches.signup.test',
      headers: { cookie: session },
    })
    expect(matches.status).toBe(200)
    const ids = v.parse(matchesSchema, await matches.json()).profiles.map((card) => card.id)
    const newestGerman = german.map((member) => member.profile.id).reverse()
    expect(ids).toEqual(newestGerman.slice(0, 12))
    for (const excluded of [man, hidden, liked, blocker, ...dutch, target]) {
      expect(ids).not.toContain(excluded.profile.id)
    }

    // With fewer profiles of the own country, the others follow.
    const dutchMember = await signedUp({ gender: 'female', looking_for: 'female' })
    const dutchMatches = await api.request('/api/signup-matches.php', {
      host,
      headers: { cookie: dutchMember.session },
    })
    const cards = v.parse(matchesSchema, await dutchMatches.json()).profiles
    expect(cards.map((card) => card.gender).every((gender) => gender === 'female')).toBe(true)
    expect(cards.map((card) => card.id)).toContain(target.profile.id)
    expect(cards.map((card) => card.id)).not.toContain(hiddenTarget.profile.id)
    expect(cards.find((card) => card.id === target.profile.id)?.fictional).toBe(true)
  })
})
