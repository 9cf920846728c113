/** The member asks to look at the payment again after a failed load. */
export type PaymentEvent = { type: 'retry' }
