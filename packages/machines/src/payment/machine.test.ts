import type { Payment, PaymentStatus } from '@dating/domain/payments'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { paymentMachine, paymentPollMs } from './machine.ts'
import {
  paymentViewBeforeStart,
  selectOffersCardRetry,
  selectPayment,
  selectView,
} from './selectors.ts'

const basePayment: Payment = {
  payment_id: 'pay_AAAAAAAAAAAAAAAA',
  package_id: 'p20',
  credits: 20,
  currency: 'EUR',
  list_amount: 1499,
  amount: 1499,
  discount_code: null,
  method: 'creditcard',
  status: 'open',
  created_at: '2026-01-01T10:00:00.000Z',
  paid_at: null,
  checkout_url: null,
  invoice_number: null,
  vat_rate: null,
  vat_amount: null,
}

function startPayment(
  answers: Array<PaymentStatus | Error>,
  method: Payment['method'] = 'creditcard',
) {
  const clock = new SimulatedClock()
  const paymentCompleted = vi.fn()
  const remaining = [...answers]
  const loads: string[] = []
  const machine = paymentMachine.provide({
    actors: {
      loadPayment: fromPromise(async ({ input }: { input: { paymentId: string } }) => {
        loads.push(input.paymentId)
        const next = remaining.length > 1 ? remaining.shift() : remaining[0]
        if (next instanceof Error || next === undefined) throw next ?? new Error('no answer')
        return { ...basePayment, method, status: next }
      }),
    },
    actions: { paymentCompleted },
  })
  const actor = createActor(machine, { clock, input: { paymentId: basePayment.payment_id } })
  actor.start()
  const view = () => selectView(actor.getSnapshot())
  return { actor, clock, view, loads, paymentCompleted }
}

describe('payment machine', () => {
  it('starts with the view the page shows before the machine has loaded', () => {
    const actor = createActor(paymentMachine, { input: { paymentId: 'pay_0000000000000000' } })
    expect(selectView(actor.getSnapshot())).toBe(paymentViewBeforeStart)
  })

  it('goes from loading to pending and to completed when the provider says paid', async () => {
    const payment = startPayment(['pending', 'pending', 'paid'])
    expect(payment.view()).toBe('loading')
    await waitFor(payment.actor, (s) => s.hasTag('pending'))
    payment.clock.increment(paymentPollMs)
    await waitFor(
      payment.actor,
      (s) => s.matches({ Pending: 'Waiting' }) && payment.loads.length === 2,
    )
    expect(payment.view()).toBe('pending')
    expect(payment.paymentCompleted).not.toHaveBeenCalled()
    payment.clock.increment(paymentPollMs)
    await waitFor(payment.actor, (s) => s.hasTag('completed'))
    expect(payment.paymentCompleted).toHaveBeenCalledTimes(1)
    expect(selectPayment(payment.actor.getSnapshot())?.status).toBe('paid')
  })

  it('does not ask again before the poll delay', async () => {
    const payment = startPayment(['open'])
    await waitFor(payment.actor, (s) => s.hasTag('pending'))
    payment.clock.increment(paymentPollMs - 1)
    expect(payment.loads).toHaveLength(1)
  })

  it('ends unsuccessful on cancelled and offers other methods, card retry only for a card', async () => {
    const cancelled = startPayment(['cancelled'], 'ideal')
    await waitFor(cancelled.actor, (s) => s.hasTag('unsuccessful'))
    expect(selectOffersCardRetry(cancelled.actor.getSnapshot())).toBe(false)
    const card = startPayment(['failed'], 'creditcard')
    await waitFor(card.actor, (s) => s.hasTag('unsuccessful'))
    expect(selectOffersCardRetry(card.actor.getSnapshot())).toBe(true)
    expect(card.paymentCompleted).not.toHaveBeenCalled()
  })

  it('keeps polling through a lost poll and offers a retry when the first load fails', async () => {
    const polling = startPayment(['pending', new Error('offline'), 'paid'])
    await waitFor(polling.actor, (s) => s.hasTag('pending'))
    polling.clock.increment(paymentPollMs)
    await waitFor(polling.actor, () => polling.loads.length === 2)
    await waitFor(polling.actor, (s) => s.matches({ Pending: 'Waiting' }))
    polling.clock.increment(paymentPollMs)
    await waitFor(polling.actor, (s) => s.hasTag('completed'))

    const broken = startPayment([new Error('offline'), 'paid'])
    await waitFor(broken.actor, (s) => s.hasTag('load-failed'))
    expect(broken.view()).toBe('load-failed')
    broken.actor.send({ type: 'retry' })
    await waitFor(broken.actor, (s) => s.hasTag('completed'))
  })
})
