import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'
import { createPaymentCalls } from './payments-calls.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'

function callsWith(fetch: ReturnType<typeof fakeFetch>) {
  return createPaymentCalls(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetch.fetch,
      retry: { sleep: async () => {} },
    }),
  )
}

const payment = {
  payment_id: 'pay_AAAAAAAAAAAAAAAA',
  package_id: 'p20',
  credits: 20,
  currency: 'EUR',
  list_amount: 1499,
  amount: 1124,
  discount_code: 'TIMEBONUS25',
  method: 'ideal',
  status: 'open',
  created_at: '2026-01-01T10:00:00.000Z',
  paid_at: null,
  checkout_url: 'http://localhost:3000/api/sandbox-checkout.php?id=sbx_AAAAAAAAAAAAAAAA',
  invoice_number: null,
  vat_rate: null,
  vat_amount: null,
}

describe('payment calls', () => {
  it('starts a payment with the order only and reads it back by id', async () => {
    const fetch = fakeFetch(json({ payment }), json({ payment: { ...payment, status: 'paid' } }))
    const calls = callsWith(fetch)
    const order = { package_id: 'p20', method: 'ideal', consent: true } as const
    await expect(calls.startPayment(order)).resolves.toEqual(payment)
    await expect(calls.getPayment(payment.payment_id)).resolves.toMatchObject({ status: 'paid' })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/payment.php', order],
      ['GET', `http://api.test/api/payment.php?id=${payment.payment_id}`, undefined],
    ])
  })

  it('asks for the welcome code with welcome=true', async () => {
    const discount = {
      code: 'TIMEBONUS25',
      country: null,
      user_id: 1,
      expires: '2026-01-01T14:00:00.000Z',
      value_percentage: 25,
      currency: null,
      minimum_order_value: null,
      status: 'active',
      validity: 'once',
      expired: false,
      paymentmethods: [],
    }
    const fetch = fakeFetch(json({ discount }))
    await expect(callsWith(fetch).getWelcomeCode()).resolves.toEqual(discount)
    expect(fetch.requests[0]?.url).toBe('http://api.test/api/discountcode.php?welcome=true')
  })
})
