import { directDebitMandateResponseSchema } from '@dating/domain/direct-debit'
import { errorSchema, userResponseSchema } from '@dating/domain/entities'
import { paymentQuoteResponseSchema } from '@dating/domain/payments'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { creditLedger, payments } from '../src/db/schema.ts'
import {
  directDebitBlocks,
  directDebitCodes,
  directDebitMandates,
} from '../src/payments/direct-debit/schema.ts'
import { smsOutbox } from '../src/sms/schema.ts'
import { createApp } from '../src/app.ts'
import { sendDirectDebitCode } from '../src/payments/direct-debit/codes.ts'
import { createGatewaySms, SmsDeliveryError } from '../src/sms/sender.ts'
import { createMember, createSite, testIban } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi, withSession } from './harness.ts'

const host = 'directdebit.test'

describe.each(backends)('SEPA direct debit on %s', (backend) => {
  let api: Api
  let site: Site
  let sequence = 0

  beforeAll(async () => {
    api = await startApi(backend, { devPages: true })
    site = await createSite(api.db, { domain: host, geoipCountry: 'NL', minimumMessageCosts: {} })
  })
  afterAll(() => api.stop())

  async function member(country: 'NL' | 'GB' = 'NL') {
    sequence += 1
    const email = `debtor.${sequence}@example.com`
    const created = await createMember(api.db, { site, email, profile: { country } })
    return { ...created, cookie: await loginAs(api, host, email) }
  }

  const post = (cookie: string | null, path: string, body: unknown) =>
    api.request(path, withSession(host, cookie, { method: 'POST', ...json(body) }))

  /** The code of the newest SMS to `phone`, read from the dev SMS outbox as a tester would. */
  async function smsCode(phone: string): Promise<string> {
    const response = await api.request(`/dev/sms?to=${encodeURIComponent(phone)}`, {
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    const [newest] = (await response.json()) as Array<{ text: string; kind: string }>
    expect(newest?.kind).toBe('directdebit_code')
    const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1]
    if (!code) throw new Error(`No code in ${newest?.text}`)
    return code
  }

  let phoneSequence = 0
  async function sendCode(cookie: string) {
    phoneSequence += 1
    const phone = `+3161234${String(phoneSequence).padStart(4, '0')}`
    const response = await post(cookie, '/api/directdebit-code.php', { phone })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      sent_to: `+316${'*'.repeat(4)}${phone.slice(-4)}`,
    })
    return { phone, code: await smsCode(phone) }
  }

  const mandate = (phone: string, otp: string, extra: Record<string, unknown> = {}) => ({
    package_id: 'p20',
    consent: true,
    authorisation: true,
    otp,
    account_holder: 'Anna de Vries',
    // An account of its own per number: a stranger's IBAN is limited across members (decision 047).
    iban: testIban(Number(phone.slice(-4))),
    street: 'Keizersgracht',
    house_number: '12',
    zip: '1015 CS',
    city: 'Amsterdam',
    phone,
    ...extra,
  })

  async function balance(cookie: string) {
    const response = await api.request('/api/user.php', withSession(host, cookie))
    return v.parse(userResponseSchema, await response.json()).user
  }

  it('books the package once for a signed mandate, however often the form is sent', async () => {
    const anna = await member()
    const before = await balance(anna.cookie)
    const { phone, code } = await sendCode(anna.cookie)
    const first = await post(anna.cookie, '/api/directdebit.php', mandate(phone, code))
    expect(first.status).toBe(200)
    const signed = v.parse(directDebitMandateResponseSchema, await first.json())
    expect(signed.payment).toMatchObject({
      status: 'paid',
      method: 'directdebit',
      amount: 1499,
      currency: 'EUR',
      credits: 20,
    })
    expect(signed.mandate.iban).toBe('NL58 **** **** **** 01')
    expect(signed.mandate.reference).toMatch(/^DD-/)
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(anna.cookie, '/api/directdebit.php', mandate(phone, code)),
      ),
    )
    for (const replay of replays) {
      expect(replay.status).toBe(200)
      const again = v.parse(directDebitMandateResponseSchema, await replay.json())
      expect(again.payment.payment_id).toBe(signed.payment.payment_id)
    }
    const after = await balance(anna.cookie)
    expect(after.credits).toBe(before.credits + 20)
    expect(after.paid_user).toBe(true)
    const entries = await api.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, anna.user.id), eq(creditLedger.reason, 'purchase')))
    expect(entries).toHaveLength(1)
    const [stored] = await api.db
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.userId, anna.user.id))
    expect(stored).toMatchObject({ iban: 'NL58ABNA0000000001', accountHolder: 'Anna de Vries' })
    // The same code cannot buy a second, different package.
    const other = await post(
      anna.cookie,
      '/api/directdebit.php',
      mandate(phone, code, { package_id: 'p50' }),
    )
    expect(other.status).toBe(422)
  })

  it('says Code invalid for a wrong code and stops the code after five tries', async () => {
    const ben = await member()
    const { phone, code } = await sendCode(ben.cookie)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) {
      const refused = await post(ben.cookie, '/api/directdebit.php', mandate(phone, wrong))
      expect(refused.status).toBe(422)
      expect(v.parse(errorSchema, await refused.json())).toMatchObject({
        error: 'code_invalid',
        message: 'Code invalid',
      })
    }
    const late = await post(ben.cookie, '/api/directdebit.php', mandate(phone, code))
    expect(late.status).toBe(422)
    // An expired code is invalid too.
    const fresh = await sendCode(ben.cookie)
    await api.db
      .update(directDebitCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(directDebitCodes.phone, fresh.phone))
    expect(
      (await post(ben.cookie, '/api/directdebit.php', mandate(fresh.phone, fresh.code))).status,
    ).toBe(422)
    expect((await balance(ben.cookie)).credits).toBe(0)
  })

  it('refuses a blocked member, before any SMS and at the mandate', async () => {
    const cleo = await member()
    const { phone, code } = await sendCode(cleo.cookie)
    await api.db
      .insert(directDebitBlocks)
      .values({ userId: cleo.user.id, reason: 'returned debit' })
    const refused = await post(cleo.cookie, '/api/directdebit.php', mandate(phone, code))
    expect(refused.status).toBe(403)
    expect(v.parse(errorSchema, await refused.json()).message).toBe(
      'Your account is blocked for direct debit payments.',
    )
    const noSms = await post(cleo.cookie, '/api/directdebit-code.php', { phone })
    expect(noSms.status).toBe(403)
  })

  it('refuses past the limit and keeps the code for a cheaper package', async () => {
    const dora = await member()
    const iban = testIban(9001)
    // Past the first-order limit (decision 047): a first debit of 14.99, 15 days ago.
    const start = await sendCode(dora.cookie)
    const first = await post(
      dora.cookie,
      '/api/directdebit.php',
      mandate(start.phone, start.code, { iban }),
    )
    expect(first.status).toBe(200)
    await api.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(payments.userId, dora.user.id))
    const second = await sendCode(dora.cookie)
    // 14.99 + 119.99 of the 150.00 a month.
    const big = await post(
      dora.cookie,
      '/api/directdebit.php',
      mandate(second.phone, second.code, { package_id: 'p300', iban }),
    )
    expect(big.status).toBe(200)
    const third = await sendCode(dora.cookie)
    const over = await post(
      dora.cookie,
      '/api/directdebit.php',
      mandate(third.phone, third.code, { package_id: 'p120', iban }),
    )
    expect(over.status).toBe(429)
    expect(v.parse(errorSchema, await over.json()).message).toBe(
      'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
    )
    const cheaper = await post(
      dora.cookie,
      '/api/directdebit.php',
      mandate(third.phone, third.code, { iban }),
    )
    expect(cheaper.status).toBe(200)
  })

  it('checks the form: IBAN checksum, authorisation, and only where direct debit is offered', async () => {
    const emil = await member()
    const { phone, code } = await sendCode(emil.cookie)
    const badIban = await post(
      emil.cookie,
      '/api/directdebit.php',
      mandate(phone, code, { iban: 'NL91ABNA0417164301' }),
    )
    expect(badIban.status).toBe(400)
    expect(await badIban.json()).toMatchObject({
      error: 'validation_failed',
      message: 'Please check the field iban.',
    })
    const unauthorised = await post(
      emil.cookie,
      '/api/directdebit.php',
      mandate(phone, code, { authorisation: false }),
    )
    expect(unauthorised.status).toBe(400)
    expect((await post(null, '/api/directdebit-code.php', { phone })).status).toBe(403)
    const british = await member('GB')
    const gb = await sendCode(british.cookie)
    expect(
      (await post(british.cookie, '/api/directdebit.php', mandate(gb.phone, gb.code))).status,
    ).toBe(404)
    // The hosted checkout does not take direct debit: it has no mandate.
    const viaCheckout = await post(emil.cookie, '/api/payment.php', {
      package_id: 'p20',
      method: 'directdebit',
      consent: true,
    })
    expect(viaCheckout.status).toBe(400)
  })

  it('applies a discount code, prices it in a quote and withdraws like any payment', async () => {
    const fay = await member()
    const quote = await api.request(
      '/api/payment-quote.php?package_id=p20&method=directdebit&discount_code=timebonus25',
      withSession(host, fay.cookie),
    )
    expect(quote.status).toBe(200)
    expect(v.parse(paymentQuoteResponseSchema, await quote.json()).quote).toMatchObject({
      list_amount: 1499,
      amount: 1124,
      discount_percentage: 25,
    })
    const { phone, code } = await sendCode(fay.cookie)
    const signed = await post(
      fay.cookie,
      '/api/directdebit.php',
      mandate(phone, code, { discount_code: 'TIMEBONUS25' }),
    )
    const { payment } = v.parse(directDebitMandateResponseSchema, await signed.json())
    expect(payment).toMatchObject({ amount: 1124, discount_code: 'TIMEBONUS25' })
    const withdrawn = await post(fay.cookie, '/api/withdrawal.php', {
      payment_id: payment.payment_id,
      confirm: true,
    })
    expect(withdrawn.status).toBe(200)
    expect((await balance(fay.cookie)).credits).toBe(0)
    const [row] = await api.db
      .select({ refunded: directDebitMandates.refundedAmount })
      .from(directDebitMandates)
      .innerJoin(payments, eq(payments.id, directDebitMandates.paymentId))
      .where(eq(payments.publicId, payment.payment_id))
    expect(row?.refunded).toBe(1124)
  })

  it('sends at most five codes a day and keeps no code an SMS could not carry', async () => {
    const gus = await member()
    for (let i = 0; i < 5; i += 1) await sendCode(gus.cookie)
    const sixth = await post(gus.cookie, '/api/directdebit-code.php', { phone: '+31612349999' })
    expect(sixth.status).toBe(429)

    const down = createGatewaySms(api.db, {
      url: 'http://gateway.invalid/sms',
      apiKey: 'key',
      fetch: async () => new Response('down', { status: 503 }),
    })
    const hana = await member()
    await expect(
      sendDirectDebitCode(api.db, down, {
        siteId: site.id,
        userId: hana.user.id,
        phone: '+31612340000',
        now: new Date(),
        from: site.name,
        text: (code) => code,
      }),
    ).rejects.toMatchObject({ code: 'sms_unavailable', status: 502 })
    const kept = await api.db
      .select()
      .from(directDebitCodes)
      .where(eq(directDebitCodes.userId, hana.user.id))
    expect(kept).toHaveLength(0)
    // Behind a gateway the dev outbox is not served.
    const app = createApp({
      db: api.db,
      media: api.media,
      devPages: true,
      sms: down,
      log: () => {},
    })
    expect((await app.request('/dev/sms')).status).toBe(404)
  })

  it('posts through the HTTP gateway with its key and records what left', async () => {
    const sent: Array<{ url: string; init: RequestInit | undefined }> = []
    let answer = 202
    const gateway = createGatewaySms(api.db, {
      url: 'https://sms.example/send',
      apiKey: 'secret-key',
      fetch: async (url, init) => {
        sent.push({ url: String(url), init })
        return new Response(null, { status: answer })
      },
    })
    const sms = {
      siteId: site.id,
      userId: null,
      kind: 'gateway_test',
      from: 'Flirtwave Dating',
      to: '+31699999999',
      text: '123456 is your code',
    }
    await gateway.deliver(sms)
    expect(sent[0]?.url).toBe('https://sms.example/send')
    expect(new Headers(sent[0]?.init?.headers).get('authorization')).toBe('Bearer secret-key')
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({
      from: 'Flirtwave D',
      to: '+31699999999',
      text: '123456 is your code',
    })
    answer = 500
    await expect(gateway.deliver(sms)).rejects.toBeInstanceOf(SmsDeliveryError)
    const rows = await api.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'gateway_test'))
    expect(rows.map((row) => row.transport)).toEqual(['gateway'])
  })
})
