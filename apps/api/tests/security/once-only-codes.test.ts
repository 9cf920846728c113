/**
 * Decision 045: a once-only code (TIMEBONUS25, a retention code `STAY-…`) was carried by
 * every payment opened before the first was paid (3 × p300 at 50 %). A payment now holds its
 * code from the moment it is opened until it fails, expires or is cancelled; a second open
 * payment is `409 code_already_used`; a payment that finds its code used when it settles is
 * booked at the credits its amount buys at the list price (decision 045). Starting the deletion
 * flow, which unlocks the retention code, asks for the password.
 */
import { discountCodeResponseSchema } from '@dating/domain/discount-codes'
import { errorSchema, userResponseSchema } from '@dating/domain/entities'
import { discountedAmount, paymentResponseSchema } from '@dating/domain/payments'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { discountCodes, payments, rateEvents, sandboxPayments } from '../../src/db/schema.ts'
import { paymentWebhookPath } from '../../src/payments/routes.ts'
import { createMember, createSite, defaultTestPassword } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi, withSession } from '../harness.ts'

const host = 'once-only.test'
const hourMs = 60 * 60 * 1000

describe.each(backends)('once-only discount codes on %s', (backend) => {
  let api: Api
  let site: Site
  let sequence = 0

  beforeAll(async () => {
    api = await startApi(backend, { publicOrigins: [`http://${host}`] })
    site = await createSite(api.db, { domain: host, deleteDiscount: 50 })
  })
  afterAll(() => api.stop())

  async function member() {
    sequence += 1
    const email = `saver.${sequence}@example.com`
    const created = await createMember(api.db, {
      site,
      email,
      user: { signupDate: new Date(Date.now() - hourMs) },
    })
    return { ...created, email, cookie: await loginAs(api, host, email) }
  }

  const post = (cookie: string, path: string, body: unknown) =>
    api.request(path, withSession(host, cookie, { method: 'POST', ...json(body) }))
  const open = (cookie: string, code: string, packageId = 'p300') =>
    post(cookie, '/api/payment.php', {
      package_id: packageId,
      method: 'creditcard',
      consent: true,
      discount_code: code,
    })
  const paymentOf = async (response: Response) =>
    v.parse(paymentResponseSchema, await response.json()).payment
  const errorOf = async (response: Response) => [
    response.status,
    v.parse(errorSchema, await response.json()).error,
  ]

  /** The tester's click on the sandbox checkout; the checkout calls the webhook itself. */
  async function checkout(paymentId: string, outcome: string) {
    const [row] = await api.db.select().from(payments).where(eq(payments.publicId, paymentId))
    const response = await api.request('/api/sandbox-checkout.php', {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` },
      body: new URLSearchParams({ id: row?.providerPaymentId ?? '', outcome }).toString(),
    })
    expect(response.status).toBeLessThan(400)
  }

  const creditsOf = async (cookie: string) =>
    v.parse(
      userResponseSchema,
      await (await api.request('/api/user.php', withSession(host, cookie))).json(),
    ).user.credits

  async function retentionCode(cookie: string) {
    const started = await post(cookie, '/api/deletion-flow.php', {
      reason: 'too_expensive',
      password: defaultTestPassword,
    })
    expect(started.status).toBe(200)
    const offer = await post(cookie, '/api/retention-offer.php', {})
    expect(offer.status).toBe(200)
    return v.parse(discountCodeResponseSchema, await offer.json()).discount.code
  }

  it('lets one open payment carry the welcome code; a second one is 409 code_already_used', async () => {
    const anna = await member()
    const answers = await Promise.all([1, 2, 3].map(() => open(anna.cookie, 'TIMEBONUS25')))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(await errorOf(refused)).toEqual([409, 'code_already_used'])
    }
    const carrying = await api.db.select().from(payments).where(eq(payments.userId, anna.user.id))
    expect(carrying.filter((row) => row.discountCode === 'TIMEBONUS25')).toHaveLength(1)
  })

  it('releases the code when its payment is cancelled, fails or expires', async () => {
    const ben = await member()
    for (const outcome of ['cancelled', 'failed', 'expired']) {
      const held = await open(ben.cookie, 'TIMEBONUS25', 'p20')
      expect(held.status).toBe(200)
      expect(await errorOf(await open(ben.cookie, 'TIMEBONUS25', 'p20'))).toEqual([
        409,
        'code_already_used',
      ])
      await checkout((await paymentOf(held)).payment_id, outcome)
    }
    const last = await open(ben.cookie, 'TIMEBONUS25', 'p20')
    expect(last.status).toBe(200)
    await checkout((await paymentOf(last)).payment_id, 'paid')
    expect(await creditsOf(ben.cookie)).toBe(20)
    // Paid: the time bonus is over for good.
    expect(await errorOf(await open(ben.cookie, 'TIMEBONUS25', 'p20'))).toEqual([
      404,
      'code_not_found',
    ])
  })

  it('holds a retention code for one payment; the others cannot be opened with it', async () => {
    const cleo = await member()
    const code = await retentionCode(cleo.cookie)
    const answers = await Promise.all([1, 2, 3].map(() => open(cleo.cookie, code)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const first = await paymentOf(answers.find((answer) => answer.status === 200) as Response)
    expect(first).toMatchObject({
      amount: discountedAmount(first.list_amount, 50),
      discount_code: code,
    })
    await checkout(first.payment_id, 'paid')
    expect(await creditsOf(cleo.cookie)).toBe(300)
    const [stored] = await api.db.select().from(discountCodes).where(eq(discountCodes.code, code))
    expect(stored?.status).toBe('used')
  })

  it('books a payment whose code was used meanwhile at the credits its amount buys', async () => {
    const dora = await member()
    const code = await retentionCode(dora.cookie)
    const early = await paymentOf(await open(dora.cookie, code))
    // The early checkout expires; a second payment takes the code and is paid.
    await checkout(early.payment_id, 'expired')
    const later = await paymentOf(await open(dora.cookie, code))
    await checkout(later.payment_id, 'paid')
    expect(await creditsOf(dora.cookie)).toBe(300)
    // The money of the early one arrives after all (a provider may report paid after expired).
    const [row] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, early.payment_id))
    await api.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, row?.providerPaymentId ?? ''))
    await api.request(paymentWebhookPath, {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: row?.providerPaymentId ?? '' }).toString(),
    })
    // Half the list price paid: the credits half the list price buys, not 300.
    const halfCredits = Math.floor((300 * early.amount) / early.list_amount)
    expect(halfCredits).toBeLessThanOrEqual(150)
    expect(await creditsOf(dora.cookie)).toBe(300 + halfCredits)
    const [settled] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, early.payment_id))
    expect(settled).toMatchObject({ status: 'paid', credits: halfCredits })
    expect(settled?.discountRefusedAt).not.toBeNull()
  })

  it('asks for the password before the deletion flow unlocks the retention code', async () => {
    const emil = await member()
    expect(
      await errorOf(await post(emil.cookie, '/api/deletion-flow.php', { reason: 'too_expensive' })),
    ).toEqual([400, 'validation_failed'])
    const wrong = await post(emil.cookie, '/api/deletion-flow.php', {
      reason: 'too_expensive',
      password: 'Not-the-password-1',
    })
    expect(await errorOf(wrong)).toEqual([400, 'old_password_wrong'])
    expect(await errorOf(await post(emil.cookie, '/api/retention-offer.php', {}))).toEqual([
      409,
      'deletion_not_started',
    ])
    // A wrong password counts towards the login lockout, as at every password prompt.
    const failures = await api.db
      .select()
      .from(rateEvents)
      .where(eq(rateEvents.kind, 'login_failure_pair'))
    expect(failures.some((event) => event.key.startsWith(emil.email))).toBe(true)
    expect(await retentionCode(emil.cookie)).toMatch(/^STAY-/)
  })
})
