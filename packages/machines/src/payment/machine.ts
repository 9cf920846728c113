import type { Payment } from '@dating/domain/payments'
import { assign, fromPromise, setup } from 'xstate'
import type { PaymentEvent } from './events.ts'
import { isCompleted, isEnded } from './guards.ts'

/** How often the status page asks again while the provider has not decided. */
export const paymentPollMs = 2_000

export interface PaymentInput {
  paymentId: string
}

export interface PaymentContext {
  paymentId: string
  payment: Payment | null
}

type Loaded = { event: { output: Payment } }
const store = { type: 'storePayment' as const, params: ({ event }: Loaded) => event.output }

/** Where a loaded payment leads: completed, ended unsuccessfully, or still open. */
const afterLoad = (target: { completed: string; ended: string; pending: string }) => [
  {
    guard: ({ event }: Loaded) => isCompleted(event.output),
    target: target.completed,
    actions: store,
  },
  { guard: ({ event }: Loaded) => isEnded(event.output), target: target.ended, actions: store },
  { target: target.pending, actions: store },
]

/**
 * The payment status page (SPEC §4 payment statuses): loading, pending (asking again every two
 * seconds), completed with the credits added, or failed or cancelled with another method
 * offered. The app provides `loadPayment` (GET /api/payment.php) and `paymentCompleted` (e.g.
 * reload the member so the header's credits and premium link follow at once):
 *
 * ```ts
 * paymentMachine.provide({
 *   actors: { loadPayment: fromPromise(({ input }) => api.getPayment(input.paymentId)) },
 *   actions: { paymentCompleted: () => revalidate() },
 * })
 * ```
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  delays: { pollDelay: paymentPollMs },
  actors: {
    loadPayment: fromPromise<Payment, { paymentId: string }>(async () => {
      throw new Error('loadPayment is provided by the app')
    }),
  },
  actions: {
    storePayment: assign({ payment: (_, params: Payment) => params }),
    paymentCompleted: () => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ paymentId: input.paymentId, payment: null }),
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPayment',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: afterLoad({ completed: 'Completed', ended: 'Unsuccessful', pending: 'Pending' }),
        onError: 'LoadFailed',
      },
    },
    LoadFailed: {
      tags: ['load-failed'],
      on: { retry: 'Loading' },
    },
    Pending: {
      tags: ['pending'],
      initial: 'Waiting',
      states: {
        Waiting: { after: { pollDelay: 'Checking' } },
        Checking: {
          invoke: {
            src: 'loadPayment',
            input: ({ context }) => ({ paymentId: context.paymentId }),
            onDone: afterLoad({
              completed: '#payment.Completed',
              ended: '#payment.Unsuccessful',
              pending: 'Waiting',
            }),
            // A lost poll is asked again; the payment is still with the provider.
            onError: 'Waiting',
          },
        },
      },
    },
    Completed: {
      tags: ['completed'],
      type: 'final',
      entry: 'paymentCompleted',
    },
    Unsuccessful: {
      tags: ['unsuccessful'],
      type: 'final',
    },
  },
})
