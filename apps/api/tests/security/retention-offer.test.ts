/**
 * POST /api/retention-offer.php gave a 50 % code to any member at any time. Now only
 * inside a deletion flow the member started (for the reason `too_expensive`, within the hour),
 * once per account (decision 032d).
 */
import { discountCodeResponseSchema } from '@dating/domain/discount-codes'
import { errorSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { discountCodes } from '../../src/db/schema.ts'
import { createMember, createSite, defaultTestPassword } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi, withSession } from '../harness.ts'

const host = 'retention-security.test'
const minute = 60_000

describe.each(backends)('the retention discount only inside a deletion flow on %s', (backend) => {
  let api: Api
  let site: Site
  let clock = new Date('2026-05-04T10:00:00.000Z')
  let sequence = 0

  beforeAll(async () => {
    api = await startApi(backend, { now: () => clock })
    site = await createSite(api.db, { domain: host, deleteDiscount: 50 })
  })
  afterAll(() => api.stop())

  async function member() {
    sequence += 1
    const email = `stay.${sequence}@example.com`
    const created = await createMember(api.db, { site, email })
    return { ...created, cookie: await loginAs(api, host, email) }
  }
  const post = (cookie: string, path: string, body: unknown) =>
    api.request(path, withSession(host, cookie, { method: 'POST', ...json(body) }))
  const errorOf = async (response: Response) => [
    response.status,
    v.parse(errorSchema, await response.json()).error,
  ]

  it('refuses a member who never started the deletion', async () => {
    const anna = await member()
    expect(await errorOf(await post(anna.cookie, '/api/retention-offer.php', {}))).toEqual([
      409,
      'deletion_not_started',
    ])
    expect(
      await api.db.select().from(discountCodes).where(eq(discountCodes.userId, anna.user.id)),
    ).toEqual([])
  })

  it('refuses a flow started for another reason, or more than an hour ago', async () => {
    const ben = await member()
    await post(ben.cookie, '/api/deletion-flow.php', {
      reason: 'found_partner',
      password: defaultTestPassword,
    })
    expect(await errorOf(await post(ben.cookie, '/api/retention-offer.php', {}))).toEqual([
      409,
      'deletion_not_started',
    ])
    await post(ben.cookie, '/api/deletion-flow.php', {
      reason: 'too_expensive',
      password: defaultTestPassword,
    })
    clock = new Date(clock.getTime() + 61 * minute)
    expect(await errorOf(await post(ben.cookie, '/api/retention-offer.php', {}))).toEqual([
      409,
      'deletion_not_started',
    ])
  })

  it('gives one code per account inside the flow, even when asked in parallel or again later', async () => {
    const carl = await member()
    expect(
      (
        await post(carl.cookie, '/api/deletion-flow.php', {
          reason: 'too_expensive',
          password: defaultTestPassword,
        })
      ).status,
    ).toBe(200)
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(carl.cookie, '/api/retention-offer.php', {})),
    )
    const codes = await Promise.all(
      answers.map(
        async (response) =>
          v.parse(discountCodeResponseSchema, await response.json()).discount.code,
      ),
    )
    expect(new Set(codes).size).toBe(1)
    await api.db
      .update(discountCodes)
      .set({ status: 'used' })
      .where(eq(discountCodes.userId, carl.user.id))
    await post(carl.cookie, '/api/deletion-flow.php', {
      reason: 'too_expensive',
      password: defaultTestPassword,
    })
    expect(await errorOf(await post(carl.cookie, '/api/retention-offer.php', {}))).toEqual([
      409,
      'retention_offer_used',
    ])
    expect(
      await api.db.select().from(discountCodes).where(eq(discountCodes.userId, carl.user.id)),
    ).toHaveLength(1)
  })

  it('checks the reason of the flow step', async () => {
    const dora = await member()
    const response = await post(dora.cookie, '/api/deletion-flow.php', {
      reason: 'free_money',
      password: defaultTestPassword,
    })
    expect(response.status).toBe(400)
  })
})
