import type { PaymentMethod } from '@dating/domain/payments'

/** What the payment status page and the machine it loads are given. */
export interface PaymentStatusProps {
  paymentId: string
  packageId: string
  otherMethods: PaymentMethod[]
}
