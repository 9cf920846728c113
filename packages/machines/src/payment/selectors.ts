import type { Payment } from '@dating/domain/payments'
import type { SnapshotFrom } from 'xstate'
import { isCardFailure } from './guards.ts'
import type { paymentMachine } from './machine.ts'

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>

export type PaymentView = 'loading' | 'load-failed' | 'pending' | 'completed' | 'unsuccessful'

export const selectView = (snapshot: PaymentSnapshot): PaymentView => {
  for (const view of ['completed', 'unsuccessful', 'pending', 'load-failed'] as const) {
    if (snapshot.hasTag(view)) return view
  }
  return 'loading'
}

export const selectPayment = (snapshot: PaymentSnapshot): Payment | null => snapshot.context.payment

/** Retry with the card, or PayPal, instead of the list of other methods. */
export const selectOffersCardRetry = (snapshot: PaymentSnapshot): boolean =>
  snapshot.hasTag('unsuccessful') &&
  snapshot.context.payment !== null &&
  isCardFailure(snapshot.context.payment)

/**
 * The view of the machine's first state (loading the payment), without the machine: the server
 * renders it, and the page shows it while the machine (and xstate) still loads.
 */
export const paymentViewBeforeStart: PaymentView = 'loading'
