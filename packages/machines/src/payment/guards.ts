import { isUnsuccessful, type Payment, type PaymentMethod } from '@dating/domain/payments'

const cardMethods: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro']

export const isCompleted = (payment: Payment): boolean => payment.status === 'paid'

export const isEnded = (payment: Payment): boolean => isUnsuccessful(payment.status)

/** A failed card payment gets the SPEC §8 offer: try the card again, or PayPal. */
export const isCardFailure = (payment: Payment): boolean =>
  payment.status === 'failed' && cardMethods.includes(payment.method)
