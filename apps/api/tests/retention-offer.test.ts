import { accountExportSchema, exportPath } from '@dating/domain/account'
import { discountCodeResponseSchema } from '@dating/domain/discount-codes'
import { errorSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { discountCodes } from '../src/db/schema.ts'
import { createMember, createSite, defaultTestPassword } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi, withSession } from './harness.ts'

const host = 'retention.test'
const stingyHost = 'stingy.retention.test'
const dayMs = 24 * 60 * 60 * 1000

describe.each(backends)('retention offer on %s', (backend) => {
  let api: Api
  let site: Site
  let sequence = 0

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host, deleteDiscount: 30 })
  })
  afterAll(() => api.stop())

  async function member(on: { site: Site; host: string } = { site, host }) {
    sequence += 1
    const email = `member.${sequence}@example.com`
    const created = await createMember(api.db, { site: on.site, email })
    return { ...created, cookie: await loginAs(api, on.host, email) }
  }

  const withCookie = (cookie: string | null, init: RequestInit = {}, on = host) =>
    withSession(on, cookie, init)

  const startFlow = (cookie: string | null, on = host, reason = 'too_expensive') =>
    api.request(
      '/api/deletion-flow.php',
      withCookie(
        cookie,
        { method: 'POST', ...json({ reason, password: defaultTestPassword }) },
        on,
      ),
    )

  /** The deletion flow's first step, then its offer (what the site's deletion flow does). */
  const claim = async (cookie: string | null, on = host) => {
    if (cookie) expect((await startFlow(cookie, on)).status).toBe(200)
    return claimOnly(cookie, on)
  }

  const claimOnly = (cookie: string | null, on = host) =>
    api.request('/api/retention-offer.php', withCookie(cookie, { method: 'POST', ...json({}) }, on))

  const read = (cookie: string | null, code: string) =>
    api.request(`/api/discountcode.php?code=${encodeURIComponent(code)}`, withCookie(cookie))

  it('hands out the brand’s percentage once and answers the same code again', async () => {
    const anna = await member()
    const started = Date.now()
    const first = await claim(anna.cookie)
    expect(first.status).toBe(200)
    const { discount } = v.parse(discountCodeResponseSchema, await first.json())
    expect(discount).toMatchObject({
      user_id: anna.user.id,
      value_percentage: 30,
      validity: 'once',
      status: 'active',
      expired: false,
      paymentmethods: [],
    })
    expect(discount.code).toMatch(/^STAY-[A-Z2-7]{8}$/)
    const expiresIn = Date.parse(discount.expires) - started
    expect(expiresIn).toBeGreaterThan(29 * dayMs)
    expect(expiresIn).toBeLessThan(31 * dayMs)

    const again = v.parse(discountCodeResponseSchema, await (await claim(anna.cookie)).json())
    expect(again.discount).toEqual(discount)
    const stored = await api.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.userId, anna.user.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ purpose: 'retention', siteId: site.id })

    const shown = await read(anna.cookie, discount.code.toLowerCase())
    expect(shown.status).toBe(200)
    expect(v.parse(discountCodeResponseSchema, await shown.json()).discount).toEqual(discount)
  })

  it('hands out no second code once the first has expired or was used', async () => {
    const ben = await member()
    const { discount } = v.parse(discountCodeResponseSchema, await (await claim(ben.cookie)).json())
    await api.db
      .update(discountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.code, discount.code))
    const old = v.parse(
      discountCodeResponseSchema,
      await (await read(ben.cookie, discount.code)).json(),
    )
    expect(old.discount.expired).toBe(true)
    const refused = await claim(ben.cookie)
    expect(refused.status).toBe(409)
    expect(v.parse(errorSchema, await refused.json()).error).toBe('retention_offer_used')
  })

  it('answers 404 when the brand offers no discount', async () => {
    const stingy = await createSite(api.db, { domain: `x.${stingyHost}`, deleteDiscount: 0 })
    const carl = await member({ site: stingy, host: `x.${stingyHost}` })
    const response = await claim(carl.cookie, `x.${stingyHost}`)
    expect(response.status).toBe(404)
    expect(v.parse(errorSchema, await response.json()).error).toBe('not_found')
  })

  it('needs a session', async () => {
    const claimed = await claim(null)
    expect(claimed.status).toBe(403)
    expect(v.parse(errorSchema, await claimed.json()).error).toBe('authentication_required')
    expect((await read(null, 'STAY-AAAAAAAA')).status).toBe(403)
  })

  it('shows a code only to its member and says Code not found otherwise', async () => {
    const dora = await member()
    const eve = await member()
    const { discount } = v.parse(
      discountCodeResponseSchema,
      await (await claim(dora.cookie)).json(),
    )

    for (const code of [discount.code, 'STAY-NOPE2345']) {
      const response = await read(eve.cookie, code)
      expect(response.status).toBe(404)
      expect(v.parse(errorSchema, await response.json())).toMatchObject({
        error: 'code_not_found',
        message: 'Code not found',
      })
    }
    const empty = await read(eve.cookie, '')
    expect(empty.status).toBe(400)
  })

  it('shows a code of the brand for anyone, and lists the member’s codes in the export', async () => {
    const fay = await member()
    await api.db.insert(discountCodes).values({
      code: 'SPRING25',
      siteId: site.id,
      valuePercentage: 25,
      validity: 'unlimited',
      expiresAt: new Date(Date.now() + dayMs),
      purpose: 'campaign',
    })
    const shared = await read(fay.cookie, 'spring25')
    expect(shared.status).toBe(200)
    expect(v.parse(discountCodeResponseSchema, await shared.json()).discount).toMatchObject({
      code: 'SPRING25',
      user_id: null,
      value_percentage: 25,
    })

    const { discount } = v.parse(discountCodeResponseSchema, await (await claim(fay.cookie)).json())
    const exported = await api.request(exportPath, withCookie(fay.cookie))
    expect(exported.status).toBe(200)
    const data = v.parse(accountExportSchema, await exported.json())
    expect(data.discount_codes).toEqual([{ ...discount, created_at: expect.any(String) }])
  })
})
