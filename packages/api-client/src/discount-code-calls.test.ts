import type { DiscountCode } from '@dating/domain/discount-codes'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { apiWith } from './testing/fake-api.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'

const discount: DiscountCode = {
  code: 'STAY-ABCDEFGH',
  country: null,
  user_id: 7,
  expires: '2025-02-14T10:00:00.000Z',
  value_percentage: 25,
  currency: null,
  minimum_order_value: null,
  status: 'active',
  validity: 'once',
  expired: false,
  paymentmethods: [],
}

describe('discount code calls', () => {
  it('claims the retention offer with an empty body and answers the code', async () => {
    const fetch = fakeFetch(json({ discount }))
    await expect(apiWith(fetch).claimRetentionOffer()).resolves.toEqual(discount)
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/retention-offer.php', {}],
    ])
  })

  it('starts the deletion flow with the reason and the password', async () => {
    const fetch = fakeFetch(json({ ok: true }))
    await apiWith(fetch).startDeletionFlow({ reason: 'too_expensive', password: 'Secret-1' })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'POST',
        'http://api.test/api/deletion-flow.php',
        { reason: 'too_expensive', password: 'Secret-1' },
      ],
    ])
  })

  it('gives a brand without a discount as a not_found error', async () => {
    const fetch = fakeFetch(json({ error: 'not_found', message: 'Not found' }, 404))
    const error = await apiWith(fetch)
      .claimRetentionOffer()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'not_found' })
  })

  it('reads a code by its name, and an unknown one as code_not_found', async () => {
    const fetch = fakeFetch(
      json({ discount }),
      json({ error: 'code_not_found', message: 'Code not found' }, 404),
    )
    const api = apiWith(fetch)
    await expect(api.getDiscountCode('STAY-ABCDEFGH')).resolves.toEqual(discount)
    const error = await api.getDiscountCode('NOPE').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 404, code: 'code_not_found', message: 'Code not found' })
    expect(fetch.requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://api.test/api/discountcode.php?code=STAY-ABCDEFGH'],
      ['GET', 'http://api.test/api/discountcode.php?code=NOPE'],
    ])
  })
})
