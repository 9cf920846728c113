import { userResponseSchema } from '@dating/domain/entities'
import { paymentResponseSchema } from '@dating/domain/payments'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments } from '../src/db/schema.ts'
import { paymentWebhookPath } from '../src/payments/routes.ts'
import type { MollieFake } from '../src/testing/mollie-fake.ts'
import { type Api, backends, json, withSession } from './harness.ts'
import { type MollieShop, mollieTestKey, startMollieShop } from './mollie-shop.ts'

const host = 'mollie.test'

describe.each(backends)('payments through Mollie on %s', (backend) => {
  let api: Api
  let mollie: MollieFake
  let shop: MollieShop

  beforeAll(async () => {
    shop = await startMollieShop(backend, host)
    ;({ api, mollie } = shop)
  })
  afterAll(() => shop.stop())

  const member = () => shop.member('mollie')

  async function buy(cookie: string, extra: Record<string, unknown> = {}) {
    const response = await api.request(
      '/api/payment.php',
      withSession(host, cookie, {
        method: 'POST',
        ...json({ package_id: 'p50', method: 'ideal', consent: true, ...extra }),
      }),
    )
    expect(response.status).toBe(200)
    const { payment } = v.parse(paymentResponseSchema, await response.json())
    const [row] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, payment.payment_id))
    return { payment, molliePaymentId: row?.providerPaymentId ?? '' }
  }

  const webhook = (id: string) =>
    api.request(paymentWebhookPath, {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    })

  const credits = async (cookie: string) =>
    v.parse(
      userResponseSchema,
      await (await api.request('/api/user.php', withSession(host, cookie))).json(),
    ).user

  it('creates the payment at Mollie and books it once, however often the webhook comes', async () => {
    const anna = await member()
    const before = await credits(anna.cookie)
    const { payment, molliePaymentId } = await buy(anna.cookie)
    expect(payment.checkout_url).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//)
    const atMollie = mollie.payments.get(molliePaymentId)
    expect(atMollie).toMatchObject({
      amount: { currency: 'EUR', value: '29.99' },
      method: 'ideal',
      webhookUrl: `http://${host}/api/payment-webhook.php`,
    })
    expect(atMollie?.redirectUrl).toBe(
      `http://${host}/credits/p50/ideal?payment_id=${payment.payment_id}`,
    )
    expect(mollie.authorizations.at(-1)).toBe(`Bearer ${mollieTestKey}`)

    mollie.setStatus(molliePaymentId, 'paid')
    for (let i = 0; i < 10; i += 1) expect((await webhook(molliePaymentId)).status).toBe(200)
    const after = await credits(anna.cookie)
    expect(after.credits).toBe(before.credits + 50)
    expect(after.paid_user).toBe(true)
  })

  it('keeps paid when Mollie later answers pending, and books nothing for canceled', async () => {
    const ben = await member()
    const before = (await credits(ben.cookie)).credits
    const { molliePaymentId } = await buy(ben.cookie)
    mollie.setStatus(molliePaymentId, 'paid')
    await webhook(molliePaymentId)
    mollie.setStatus(molliePaymentId, 'pending')
    await webhook(molliePaymentId)
    expect((await credits(ben.cookie)).credits).toBe(before + 50)

    const second = await buy(ben.cookie)
    mollie.setStatus(second.molliePaymentId, 'canceled')
    await webhook(second.molliePaymentId)
    const shown = await api.request(
      `/api/payment.php?id=${second.payment.payment_id}`,
      withSession(host, ben.cookie),
    )
    expect(v.parse(paymentResponseSchema, await shown.json()).payment.status).toBe('cancelled')
    expect((await credits(ben.cookie)).credits).toBe(before + 50)
  })

  it('asks Mollie for the discounted amount and answers unknown webhook ids alike', async () => {
    const cleo = await member()
    const { molliePaymentId } = await buy(cleo.cookie, { discount_code: 'TIMEBONUS25' })
    // 2999 less 25 % = 2249.25 -> 2249
    expect(mollie.payments.get(molliePaymentId)?.amount).toEqual({
      currency: 'EUR',
      value: '22.49',
    })
    expect((await webhook('tr_unknown')).status).toBe(200)
  })
})
