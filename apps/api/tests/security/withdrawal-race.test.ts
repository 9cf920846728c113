/**
 * Decision 045: two withdrawals at once, for two payments of one member, against a provider
 * that takes 400 ms to refund, both refunded in full although half the credits were spent (the
 * balance ended at −15). Every withdrawal of a member is now decided under the member's lock and
 * takes its credits back in the deciding transaction; the provider is asked for what was
 * decided only.
 */
import { errorSchema, userResponseSchema } from '@dating/domain/entities'
import { paymentResponseSchema } from '@dating/domain/payments'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditLedger, payments } from '../../src/db/schema.ts'
import { paymentWebhookPath } from '../../src/payments/routes.ts'
import type { MollieFake } from '../../src/testing/mollie-fake.ts'
import { type Api, backends, json, withSession } from '../harness.ts'
import { type MollieShop, startMollieShop } from '../mollie-shop.ts'

const host = 'withdrawal-race.test'

describe.each(backends)('withdrawals decided one at a time per member on %s', (backend) => {
  let api: Api
  let mollie: MollieFake
  let shop: MollieShop

  beforeAll(async () => {
    shop = await startMollieShop(backend, host, { delays: { refundMs: 400 } })
    ;({ api, mollie } = shop)
  })
  afterAll(() => shop.stop())

  const member = () => shop.member('withdrawer')

  const post = (cookie: string, path: string, body: unknown) =>
    api.request(path, withSession(host, cookie, { method: 'POST', ...json(body) }))

  /** A paid p50 (50 credits, €29.99) through the fake's checkout and the webhook. */
  async function paidPackage(cookie: string) {
    const response = await post(cookie, '/api/payment.php', {
      package_id: 'p50',
      method: 'ideal',
      consent: true,
    })
    expect(response.status).toBe(200)
    const { payment } = v.parse(paymentResponseSchema, await response.json())
    const [row] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, payment.payment_id))
    const molliePaymentId = row?.providerPaymentId as string
    mollie.setStatus(molliePaymentId, 'paid')
    await api.request(paymentWebhookPath, {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: molliePaymentId }).toString(),
    })
    return { publicId: payment.payment_id, molliePaymentId }
  }

  const creditsOf = async (cookie: string) =>
    v.parse(
      userResponseSchema,
      await (await api.request('/api/user.php', withSession(host, cookie))).json(),
    ).user.credits

  const refundedAtMollie = (molliePaymentId: string) =>
    (mollie.payments.get(molliePaymentId)?.refunds ?? []).map((refund) => refund.value)

  it('refunds only the unspent credits when two withdrawals race a slow provider', async () => {
    const anna = await member()
    const first = await paidPackage(anna.cookie)
    const second = await paidPackage(anna.cookie)
    expect(await creditsOf(anna.cookie)).toBe(100)
    await api.db
      .insert(creditLedger)
      .values({ userId: anna.user.id, delta: -50, reason: 'spend', reference: 'message:race-1' })

    const answers = await Promise.all(
      [first, second].map((payment) =>
        post(anna.cookie, '/api/withdrawal.php', { payment_id: payment.publicId, confirm: true }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 404])
    const refused = answers.find((answer) => answer.status === 404) as Response
    expect(v.parse(errorSchema, await refused.json()).error).toBe('not_found')

    // One payment refunded in full (the 50 unspent credits), nothing asked for the other.
    const refunds = [
      ...refundedAtMollie(first.molliePaymentId),
      ...refundedAtMollie(second.molliePaymentId),
    ]
    expect(refunds).toEqual(['29.99'])
    expect(await creditsOf(anna.cookie)).toBe(0)
    const rows = await api.db.select().from(payments).where(eq(payments.userId, anna.user.id))
    expect(rows.map((row) => row.status).sort()).toEqual(['paid', 'refunded'])
    expect(rows.reduce((sum, row) => sum + (row.refundedCredits ?? 0), 0)).toBe(50)
  })

  it('never lets the balance go below zero when three withdrawals race', async () => {
    const ben = await member()
    const bought = [
      await paidPackage(ben.cookie),
      await paidPackage(ben.cookie),
      await paidPackage(ben.cookie),
    ]
    await api.db
      .insert(creditLedger)
      .values({ userId: ben.user.id, delta: -120, reason: 'spend', reference: 'message:race-2' })
    const answers = await Promise.all(
      bought.map((payment) =>
        post(ben.cookie, '/api/withdrawal.php', { payment_id: payment.publicId, confirm: true }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    const refunds = bought.flatMap((payment) => refundedAtMollie(payment.molliePaymentId))
    // 30 of one payment's 50 credits: 2999 * 30 / 50 = 1799.4
    expect(refunds).toEqual(['17.99'])
    const [balance] = await api.db
      .select({ total: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, ben.user.id), eq(creditLedger.reason, 'refund')))
    expect(balance?.total).toBe(-30)
    expect(await creditsOf(ben.cookie)).toBe(0)
  })

  it('gives the credits back when the provider refuses the refund, and may be tried again', async () => {
    const cleo = await member()
    const payment = await paidPackage(cleo.cookie)
    // Mollie refunds only a paid payment; the fake answers 404 otherwise.
    mollie.setStatus(payment.molliePaymentId, 'expired')
    const refused = await post(cleo.cookie, '/api/withdrawal.php', {
      payment_id: payment.publicId,
      confirm: true,
    })
    expect(refused.status).toBe(502)
    expect(await creditsOf(cleo.cookie)).toBe(50)

    mollie.setStatus(payment.molliePaymentId, 'paid')
    const done = await post(cleo.cookie, '/api/withdrawal.php', {
      payment_id: payment.publicId,
      confirm: true,
    })
    expect(done.status).toBe(200)
    expect(v.parse(paymentResponseSchema, await done.json()).payment.status).toBe('refunded')
    expect(refundedAtMollie(payment.molliePaymentId)).toEqual(['29.99'])
    expect(await creditsOf(cleo.cookie)).toBe(0)
  })
})
