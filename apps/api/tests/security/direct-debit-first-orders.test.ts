/**
 * The SMS code proves the phone, not the bank account, so anyone's IBAN
 * bought any package up to €150 at once. Until a member's (and an IBAN's) first direct debit is
 * 14 days old without a return, direct debits are booked at once only up to a first-order limit
 * of €15, the smallest package (decision 047); past it `429 direct_debit_limit`.
 */
import { directDebitRules } from '@dating/domain/direct-debit'
import { errorSchema, userResponseSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { payments } from '../../src/db/schema.ts'
import { createMember, createSite, testIban } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi, withSession } from '../harness.ts'

const host = 'first-orders.test'
const dayMs = 24 * 60 * 60 * 1000

describe.each(backends)('direct debits of a stranger’s IBAN on %s', (backend) => {
  let api: Api
  let site: Site
  let sequence = 0

  beforeAll(async () => {
    api = await startApi(backend, { devPages: true })
    site = await createSite(api.db, { domain: host, geoipCountry: 'NL', minimumMessageCosts: {} })
  })
  afterAll(() => api.stop())

  async function member() {
    sequence += 1
    const email = `stranger.${sequence}@example.com`
    const created = await createMember(api.db, { site, email, profile: { country: 'NL' } })
    return { ...created, cookie: await loginAs(api, host, email) }
  }
  const post = (cookie: string, path: string, body: unknown) =>
    api.request(path, withSession(host, cookie, { method: 'POST', ...json(body) }))

  /** Sends a code to a fresh number and reads it from the dev SMS outbox. */
  async function smsCode(cookie: string) {
    sequence += 1
    const phone = `+3162000${String(sequence).padStart(4, '0')}`
    expect((await post(cookie, '/api/directdebit-code.php', { phone })).status).toBe(200)
    const outbox = await api.request(`/dev/sms?to=${encodeURIComponent(phone)}`, {
      headers: { accept: 'application/json' },
    })
    const [newest] = (await outbox.json()) as Array<{ text: string }>
    return { phone, otp: /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1] ?? '' }
  }

  async function debit(cookie: string, packageId: string, iban: string) {
    const { phone, otp } = await smsCode(cookie)
    return post(cookie, '/api/directdebit.php', {
      package_id: packageId,
      consent: true,
      authorisation: true,
      otp,
      account_holder: 'Somebody Else',
      iban,
      street: 'Keizersgracht',
      house_number: '12',
      zip: '1015 CS',
      city: 'Amsterdam',
      phone,
    })
  }

  const creditsOf = async (cookie: string) =>
    v.parse(
      userResponseSchema,
      await (await api.request('/api/user.php', withSession(host, cookie))).json(),
    ).user.credits

  const refusal = async (response: Response) => [
    response.status,
    v.parse(errorSchema, await response.json()).error,
  ]

  it('books a first order only up to the first-order limit', async () => {
    const anna = await member()
    expect(await refusal(await debit(anna.cookie, 'p300', testIban(1)))).toEqual([
      429,
      'direct_debit_limit',
    ])
    expect(await refusal(await debit(anna.cookie, 'p50', testIban(1)))).toEqual([
      429,
      'direct_debit_limit',
    ])
    expect(await creditsOf(anna.cookie)).toBe(0)
    expect((await debit(anna.cookie, 'p20', testIban(1))).status).toBe(200)
    expect(await creditsOf(anna.cookie)).toBe(20)
    // The limit counts every direct debit until the first is old enough.
    expect(await refusal(await debit(anna.cookie, 'p20', testIban(2)))).toEqual([
      429,
      'direct_debit_limit',
    ])
    expect(directDebitRules.firstOrderLimitAmount).toBe(1_500)
  })

  it('limits one IBAN across members the same way', async () => {
    const ben = await member()
    const cleo = await member()
    expect((await debit(ben.cookie, 'p20', testIban(3))).status).toBe(200)
    expect(await refusal(await debit(cleo.cookie, 'p20', testIban(3)))).toEqual([
      429,
      'direct_debit_limit',
    ])
    expect((await debit(cleo.cookie, 'p20', testIban(4))).status).toBe(200)
  })

  it('lifts the first-order limit once the first debit is 14 days old', async () => {
    const dora = await member()
    expect((await debit(dora.cookie, 'p20', testIban(5))).status).toBe(200)
    await api.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 15 * dayMs) })
      .where(eq(payments.userId, dora.user.id))
    expect((await debit(dora.cookie, 'p120', testIban(5))).status).toBe(200)
    expect(await creditsOf(dora.cookie)).toBe(140)
  })
})
