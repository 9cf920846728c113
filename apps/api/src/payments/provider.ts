import type { Currency, PaymentMethod, ProviderStatus } from '@dating/domain/payments'

/** A payment as the provider sees it. */
export type ProviderPayment = {
  id: string
  status: ProviderStatus
  amount: number
  currency: Currency
}

export type CreatePaymentRequest = {
  /** Minor units, already discounted: never a figure from the client. */
  amount: number
  currency: Currency
  description: string
  method: PaymentMethod
  /** Where the provider sends the member back. */
  redirectUrl: string
  /** Where the provider reports changes: a form body `id=<provider payment id>`. */
  webhookUrl: string
  /** Our payment's public id, kept by the provider for support. */
  reference: string
}

/**
 * A payment provider (decision 018). Webhooks carry only the provider's payment id; the api then
 * asks `getPayment` for the truth, so a forged or replayed webhook can claim nothing.
 */
export type PaymentProvider = {
  name: 'sandbox' | 'mollie'
  createPayment: (request: CreatePaymentRequest) => Promise<{ id: string; checkoutUrl: string }>
  getPayment: (id: string) => Promise<ProviderPayment>
  /** Returns money of a paid payment; `amount` in minor units. */
  refund: (id: string, amount: number, currency: Currency) => Promise<void>
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** Default: the embedded sandbox provider with its test checkout (decision 018). */
    paymentProvider?: PaymentProvider
  }
}
