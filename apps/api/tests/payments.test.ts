import {
  discountCodeResponseSchema,
  discountCodesResponseSchema,
} from '@dating/domain/discount-codes'
import { errorSchema, userResponseSchema } from '@dating/domain/entities'
import {
  packagesResponseSchema,
  paymentQuoteResponseSchema,
  paymentResponseSchema,
  paymentsResponseSchema,
} from '@dating/domain/payments'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { creditLedger, payments, sandboxPayments } from '../src/db/schema.ts'
import { paymentWebhookPath } from '../src/payments/routes.ts'
import { createMember, createSite, defaultTestPassword } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, outboxMails, startApi, withSession } from './harness.ts'

const host = 'payments.test'
const hourMs = 60 * 60 * 1000

describe.each(backends)('payments on %s', (backend) => {
  let api: Api
  let site: Site
  let sequence = 0

  beforeAll(async () => {
    // The brand's public origin (decision 012): where the checkout returns and the webhook calls.
    api = await startApi(backend, { publicOrigins: [`http://${host}`] })
    site = await createSite(api.db, { domain: host, deleteDiscount: 30, messageCredits: 5 })
  })
  afterAll(() => api.stop())

  async function member(signedUpHoursAgo = 1) {
    sequence += 1
    const email = `buyer.${sequence}@example.com`
    const created = await createMember(api.db, {
      site,
      email,
      user: { signupDate: new Date(Date.now() - signedUpHoursAgo * hourMs) },
    })
    return { ...created, cookie: await loginAs(api, host, email) }
  }

  const get = (cookie: string | null, path: string) => api.request(path, withSession(host, cookie))
  const post = (cookie: string | null, path: string, body: unknown) =>
    api.request(path, withSession(host, cookie, { method: 'POST', ...json(body) }))

  async function startPayment(cookie: string, body: Record<string, unknown> = {}) {
    const response = await post(cookie, '/api/payment.php', {
      package_id: 'p20',
      method: 'creditcard',
      consent: true,
      ...body,
    })
    expect(response.status).toBe(200)
    return v.parse(paymentResponseSchema, await response.json()).payment
  }

  async function providerIdOf(paymentId: string): Promise<string> {
    const [row] = await api.db.select().from(payments).where(eq(payments.publicId, paymentId))
    if (!row?.providerPaymentId) throw new Error(`No provider id for ${paymentId}`)
    return row.providerPaymentId
  }

  /** The tester's click on the sandbox checkout page, through the form as a browser sends it. */
  async function checkout(paymentId: string, outcome: string) {
    const id = await providerIdOf(paymentId)
    return api.request('/api/sandbox-checkout.php', {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` },
      body: new URLSearchParams({ id, outcome }).toString(),
    })
  }

  const webhook = async (providerId: string) =>
    api.request(paymentWebhookPath, {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: providerId }).toString(),
    })

  async function user(cookie: string) {
    return v.parse(userResponseSchema, await (await get(cookie, '/api/user.php')).json()).user
  }

  async function purchaseEntries(userId: number) {
    return api.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase')))
  }

  it('prices the packages in the member’s currency with the price of one message', async () => {
    const anna = await member()
    const body = v.parse(
      packagesResponseSchema,
      await (await get(anna.cookie, '/api/packages.php')).json(),
    )
    expect(body.packages.map((p) => p.style)).toEqual(['p0', 'p1', 'p2', 'p3'])
    const p20 = body.packages[0]
    expect(p20).toMatchObject({ id: 'p20', credits: 20, currency: 'GBP', amount: 1299 })
    // 1299 * 5 / 20 = 324.75
    expect(p20?.message_amount).toBe(325)
    const visitor = await get(null, '/api/packages.php')
    expect(visitor.status).toBe(200)
  })

  it('buys a package through the sandbox checkout: credits once and premium', async () => {
    const ben = await member()
    const before = await user(ben.cookie)
    expect(before.paid_user).toBe(false)
    const payment = await startPayment(ben.cookie)
    expect(payment).toMatchObject({ status: 'open', amount: 1299, currency: 'GBP', credits: 20 })
    expect(payment.checkout_url).toMatch(
      /^http:\/\/payments\.test\/api\/sandbox-checkout\.php\?id=sbx_/,
    )
    const page = await api.request(
      new URL(payment.checkout_url ?? '').pathname + new URL(payment.checkout_url ?? '').search,
      { host },
    )
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('£12.99')

    const back = await checkout(payment.payment_id, 'paid')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(
      `http://${host}/credits/p20/creditcard?payment_id=${payment.payment_id}`,
    )
    const after = await user(ben.cookie)
    expect(after.credits).toBe(before.credits + 20)
    expect(after.paid_user).toBe(true)
    const shown = await get(ben.cookie, `/api/payment.php?id=${payment.payment_id}`)
    expect(v.parse(paymentResponseSchema, await shown.json()).payment.status).toBe('paid')

    const providerId = await providerIdOf(payment.payment_id)
    const replays = []
    for (let i = 0; i < 10; i += 1) replays.push(await webhook(providerId))
    expect(replays.map((r) => r.status)).toEqual(Array(10).fill(200))
    await Promise.all(Array.from({ length: 10 }, () => webhook(providerId)))
    expect(await purchaseEntries(ben.user.id)).toHaveLength(1)
    expect((await user(ben.cookie)).credits).toBe(before.credits + 20)
  })

  it('confirms every completed payment by mail, once: amount, credits, VAT, invoice, consent, terms', async () => {
    const bea = await member()
    const payment = await startPayment(bea.cookie)
    expect(await outboxMails(api, { kind: 'purchase', userId: bea.user.id })).toHaveLength(0)
    await checkout(payment.payment_id, 'paid')
    const providerId = await providerIdOf(payment.payment_id)
    await Promise.all(Array.from({ length: 5 }, () => webhook(providerId)))
    const mails = await outboxMails(api, { kind: 'purchase', userId: bea.user.id })
    expect(mails).toHaveLength(1)
    const shown = v.parse(
      paymentResponseSchema,
      await (await get(bea.cookie, `/api/payment.php?id=${payment.payment_id}`)).json(),
    ).payment
    // Great Britain: 20 % VAT within £12.99 is £2.165, rounded half up.
    expect(shown).toMatchObject({ vat_rate: 20, vat_amount: 217 })
    const text = mails[0]?.text ?? ''
    expect(mails[0]?.subject).toContain(shown.invoice_number ?? 'no invoice number')
    expect(text).toContain(`Invoice number ${shown.invoice_number}, paid on `)
    expect(text).toContain('20 credits for £12.99, paid with Credit card.')
    expect(text).toContain('The amount includes 20% VAT: £2.17.')
    expect(text).toMatch(
      /On \d{1,2} \w+ \d{4} at \d{2}:\d{2} \S+ you asked us to deliver the credits at once/,
    )
    expect(text).toContain('choose “Withdraw from contract here” on your payments page')
    expect(text).toMatch(
      /terms and conditions in the version of \d{1,2} \w+ \d{4}: http:\/\/[^\s]+\/pages\/terms/,
    )
    expect(text).toContain(`/transactions/${payment.payment_id}`)
    // The user view values her credits at what she paid and points at the withdrawal function.
    const after = await user(bea.cookie)
    expect(after.credit_price).toEqual({ currency: 'GBP', amount: 1299, credits: 20 })
    expect(after.withdrawal?.payment_id).toBe(payment.payment_id)
    expect(Date.parse(after.withdrawal?.until ?? '')).toBeGreaterThan(Date.now())
  })

  it('sells a brand whose message costs 6 credits only packages of whole messages', async () => {
    const sixHost = 'six.payments.test'
    await createSite(api.db, { domain: sixHost, messageCredits: 6 })
    const body = v.parse(
      packagesResponseSchema,
      await (await api.request('/api/packages.php', { host: sixHost })).json(),
    )
    expect(body.message_credits).toBe(6)
    for (const offered of body.packages) expect(offered.credits % 6).toBe(0)
  })

  it('credits once when paid arrives before pending', async () => {
    const cleo = await member()
    const payment = await startPayment(cleo.cookie, { package_id: 'p50' })
    const providerId = await providerIdOf(payment.payment_id)
    await api.db
      .update(sandboxPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxPayments.id, providerId))
    expect((await webhook(providerId)).status).toBe(200)
    // A stale report (the provider's pending, delivered late) must not undo the payment.
    await api.db
      .update(sandboxPayments)
      .set({ status: 'pending' })
      .where(eq(sandboxPayments.id, providerId))
    for (let i = 0; i < 3; i += 1) expect((await webhook(providerId)).status).toBe(200)
    const shown = await get(cleo.cookie, `/api/payment.php?id=${payment.payment_id}`)
    expect(v.parse(paymentResponseSchema, await shown.json()).payment.status).toBe('paid')
    const entries = await purchaseEntries(cleo.user.id)
    expect(entries.map((e) => e.delta)).toEqual([50])
  })

  it('adds nothing for failed, cancelled and expired payments, and a pending one waits', async () => {
    const dora = await member()
    for (const outcome of ['failed', 'cancelled', 'expired', 'pending']) {
      const payment = await startPayment(dora.cookie)
      expect((await checkout(payment.payment_id, outcome)).status).toBe(303)
      const shown = await get(dora.cookie, `/api/payment.php?id=${payment.payment_id}`)
      expect(v.parse(paymentResponseSchema, await shown.json()).payment.status).toBe(outcome)
    }
    expect(await purchaseEntries(dora.user.id)).toHaveLength(0)
    expect((await user(dora.cookie)).paid_user).toBe(false)
    const list = v.parse(
      paymentsResponseSchema,
      await (await get(dora.cookie, '/api/payments.php')).json(),
    )
    expect(list.payments.map((p) => p.status)).toEqual([
      'pending',
      'expired',
      'cancelled',
      'failed',
    ])
  })

  it('shows a payment to its member only and takes no price from the client', async () => {
    const emil = await member()
    const fay = await member()
    const payment = await startPayment(emil.cookie)
    expect((await get(fay.cookie, `/api/payment.php?id=${payment.payment_id}`)).status).toBe(404)
    expect((await get(null, `/api/payment.php?id=${payment.payment_id}`)).status).toBe(403)
    const priced = await post(emil.cookie, '/api/payment.php', {
      package_id: 'p20',
      method: 'creditcard',
      consent: true,
      amount: 1,
    })
    expect(priced.status).toBe(400)
    const noConsent = await post(emil.cookie, '/api/payment.php', {
      package_id: 'p20',
      method: 'creditcard',
    })
    expect(noConsent.status).toBe(400)
    const unknown = await post(emil.cookie, '/api/payment.php', {
      package_id: 'p9999',
      method: 'creditcard',
      consent: true,
    })
    expect(unknown.status).toBe(404)
  })

  it('asks the provider for the discounted amount and refuses a used code', async () => {
    const gus = await member()
    const welcome = await get(gus.cookie, '/api/discountcode.php?welcome=true')
    expect(welcome.status).toBe(200)
    const { discount } = v.parse(discountCodeResponseSchema, await welcome.json())
    expect(discount).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, status: 'active' })
    const payment = await startPayment(gus.cookie, { discount_code: 'timebonus25' })
    expect(payment).toMatchObject({ list_amount: 1299, amount: 974, discount_code: 'TIMEBONUS25' })
    const [asked] = await api.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, await providerIdOf(payment.payment_id)))
    expect(asked?.amount).toBe(974)
    await checkout(payment.payment_id, 'paid')
    // Paid: the time bonus is over for good.
    expect((await get(gus.cookie, '/api/discountcode.php?welcome=true')).status).toBe(404)

    await post(gus.cookie, '/api/deletion-flow.php', {
      reason: 'too_expensive',
      password: defaultTestPassword,
    })
    const stay = await post(gus.cookie, '/api/retention-offer.php', {})
    const code = v.parse(discountCodeResponseSchema, await stay.json()).discount.code
    const second = await startPayment(gus.cookie, { discount_code: code })
    expect(second.amount).toBe(909)
    await checkout(second.payment_id, 'paid')
    const used = await post(gus.cookie, '/api/payment.php', {
      package_id: 'p20',
      method: 'creditcard',
      consent: true,
      discount_code: code,
    })
    expect(used.status).toBe(409)
    expect(v.parse(errorSchema, await used.json()).message).toBe('Code already used')
    const unknown = await post(gus.cookie, '/api/payment.php', {
      package_id: 'p20',
      method: 'creditcard',
      consent: true,
      discount_code: 'NOPE-1234',
    })
    expect(unknown.status).toBe(404)
    expect(v.parse(errorSchema, await unknown.json()).message).toBe('Code not found')
  })

  it('quotes the discounted price and lists the codes the member may choose', async () => {
    const kim = await member()
    await post(kim.cookie, '/api/deletion-flow.php', {
      reason: 'too_expensive',
      password: defaultTestPassword,
    })
    const stay = await post(kim.cookie, '/api/retention-offer.php', {})
    const retention = v.parse(discountCodeResponseSchema, await stay.json()).discount.code
    const listed = await get(kim.cookie, '/api/discountcodes.php')
    expect(listed.status).toBe(200)
    const { discounts } = v.parse(discountCodesResponseSchema, await listed.json())
    expect(discounts.map((d) => d.code)).toEqual(['TIMEBONUS25', retention])
    const quote = await get(
      kim.cookie,
      `/api/payment-quote.php?package_id=p50&method=paypal&discount_code=${retention}`,
    )
    expect(v.parse(paymentQuoteResponseSchema, await quote.json()).quote).toEqual({
      package_id: 'p50',
      credits: 50,
      currency: 'GBP',
      list_amount: 2599,
      amount: 1819,
      discount_code: retention,
      discount_percentage: 30,
    })
    const plain = await get(kim.cookie, '/api/payment-quote.php?package_id=p50&method=paypal')
    expect(v.parse(paymentQuoteResponseSchema, await plain.json()).quote.amount).toBe(2599)
    const unknown = await get(
      kim.cookie,
      '/api/payment-quote.php?package_id=p50&method=paypal&discount_code=NOPE',
    )
    expect(unknown.status).toBe(404)
    expect(v.parse(errorSchema, await unknown.json()).message).toBe('Code not found')
    expect((await get(null, '/api/discountcodes.php')).status).toBe(403)
    expect((await get(null, '/api/payment-quote.php?package_id=p50&method=paypal')).status).toBe(
      403,
    )
  })

  it('shows the sandbox checkout in the visitor’s language', async () => {
    const lea = await member()
    const payment = await startPayment(lea.cookie)
    const url = new URL(payment.checkout_url ?? '')
    const page = await api.request(url.pathname + url.search, {
      host,
      headers: { cookie: 'locale=de' },
    })
    const html = await page.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('Sandbox-Kasse')
    expect(html).toContain('Bezahlen (bezahlt)')
    expect(html).toContain('12,99')
    expect(html).toContain('Kreditkarte')
  })

  it('offers no welcome code four hours after signup', async () => {
    const hugo = await member(5)
    expect((await get(hugo.cookie, '/api/discountcode.php?welcome=true')).status).toBe(404)
    const refused = await post(hugo.cookie, '/api/payment.php', {
      package_id: 'p20',
      method: 'creditcard',
      consent: true,
      discount_code: 'TIMEBONUS25',
    })
    expect(refused.status).toBe(404)
  })

  it('withdraws unused credits within refund_days: refunds their share and takes them back', async () => {
    const ida = await member()
    const payment = await startPayment(ida.cookie)
    await checkout(payment.payment_id, 'paid')
    await api.db.insert(creditLedger).values({
      userId: ida.user.id,
      delta: -5,
      reason: 'spend',
      reference: 'message:withdrawal-test',
    })
    const quote = await get(ida.cookie, `/api/withdrawal.php?id=${payment.payment_id}`)
    expect(quote.status).toBe(200)
    // 15 of 20 credits unspent: 1299 * 15 / 20 = 974.25
    expect(await quote.json()).toMatchObject({
      withdrawal: { credits: 15, amount: 974, currency: 'GBP' },
    })
    const other = await member()
    expect(
      (
        await post(other.cookie, '/api/withdrawal.php', {
          payment_id: payment.payment_id,
          confirm: true,
        })
      ).status,
    ).toBe(404)

    const done = await post(ida.cookie, '/api/withdrawal.php', {
      payment_id: payment.payment_id,
      confirm: true,
    })
    expect(done.status).toBe(200)
    expect(v.parse(paymentResponseSchema, await done.json()).payment.status).toBe('refunded')
    expect((await user(ida.cookie)).credits).toBe(0)
    const [atProvider] = await api.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, await providerIdOf(payment.payment_id)))
    expect(atProvider?.refundedAmount).toBe(974)
    const [mail] = await outboxMails(api, { kind: 'withdrawal', userId: ida.user.id })
    expect(mail?.text).toContain('£9.74')
    // The acknowledgement names when it arrived and which purchase it is about.
    expect(mail?.text).toMatch(/We received your withdrawal on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/)
    expect(mail?.text).toMatch(/for the purchase with invoice number INV-\d{4}-\d{6}\./)
    expect(
      (
        await post(ida.cookie, '/api/withdrawal.php', {
          payment_id: payment.payment_id,
          confirm: true,
        })
      ).status,
    ).toBe(404)
    // A replayed paid webhook after the refund changes nothing.
    await webhook(await providerIdOf(payment.payment_id))
    expect((await user(ida.cookie)).credits).toBe(0)
  })

  it('refuses a withdrawal after refund_days', async () => {
    const jan = await member()
    const payment = await startPayment(jan.cookie)
    await checkout(payment.payment_id, 'paid')
    await api.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 15 * 24 * hourMs) })
      .where(eq(payments.publicId, payment.payment_id))
    expect((await get(jan.cookie, `/api/withdrawal.php?id=${payment.payment_id}`)).status).toBe(404)
    expect(
      (
        await post(jan.cookie, '/api/withdrawal.php', {
          payment_id: payment.payment_id,
          confirm: true,
        })
      ).status,
    ).toBe(404)
    expect((await user(jan.cookie)).credits).toBe(20)
  })
})
