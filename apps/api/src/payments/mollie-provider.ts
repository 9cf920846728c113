import { createMollieClient, type PaymentMethod as MollieMethod } from '@mollie/api-client'
import { isCurrency, type PaymentMethod, type ProviderStatus } from '@dating/domain/payments'
import { type PaymentProvider, PaymentProviderError } from './provider.ts'

/** Our methods Mollie offers, as Mollie names them; cards go to its card form. */
const mollieMethods: Partial<Record<PaymentMethod, string>> = {
  creditcard: 'creditcard',
  visa: 'creditcard',
  mastercard: 'creditcard',
  maestro: 'creditcard',
  cartebancaire: 'creditcard',
  dankort: 'creditcard',
  paypal: 'paypal',
  ideal: 'ideal',
  bancontact: 'bancontact',
  eps: 'eps',
  giropay: 'giropay',
  przelewy24: 'przelewy24',
  blik: 'blik',
  banktransfer: 'banktransfer',
  directdebit: 'directdebit',
  applepay: 'applepay',
  paysafecard: 'paysafecard',
  sofort: 'sofort',
  twint: 'twint',
  satispay: 'satispay',
  mobilepay: 'mobilepay',
  vipps: 'vipps',
  swish: 'swish',
}

const statusByMollie: Record<string, ProviderStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  canceled: 'cancelled',
  expired: 'expired',
  failed: 'failed',
}

const defaultTimeoutMs = 10_000

/** Minor units as Mollie's amount value: 1299 -> `12.99` (every currency we sell has cents). */
export function mollieValue(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`
}

/** `12.99` -> 1299, without floating point. */
export function minorUnits(value: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(value)
  if (!match) throw new PaymentProviderError(`Unexpected amount ${value}`)
  return Number(match[1]) * 100 + Number(match[2])
}

/**
 * Mollie through @mollie/api-client (decision 020), chosen by MOLLIE_API_KEY. The webhook gets
 * `id=tr_…`; the api then fetches the payment, as Mollie prescribes.
 */
export function createMollieProvider(options: {
  apiKey: string
  apiEndpoint?: string
  /** A call still unanswered after this long fails (default 10 s): the member is not kept waiting. */
  timeoutMs?: number
}): PaymentProvider {
  const mollie = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  })
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs
  const failing = (action: string) => (error: unknown) => {
    throw new PaymentProviderError(`Mollie ${action} failed: ${(error as Error).message}`)
  }
  // The client has no deadline of its own. A payment created after its call timed out is never
  // shown to the member (our payment is failed already) and its webhook finds no payment of ours.
  const bounded = <T>(call: Promise<T>, action: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new PaymentProviderError(`Mollie ${action} timed out after ${timeoutMs} ms`)),
        timeoutMs,
      )
      call.then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
    })
  return {
    name: 'mollie',
    async createPayment(request) {
      const payment = await bounded(
        mollie.payments.create({
          amount: { currency: request.currency, value: mollieValue(request.amount) },
          description: request.description,
          redirectUrl: request.redirectUrl,
          webhookUrl: request.webhookUrl,
          method: mollieMethods[request.method] as MollieMethod | undefined,
          metadata: { payment_id: request.reference },
        }),
        'create',
      ).catch(failing('create'))
      const checkoutUrl = payment.getCheckoutUrl()
      if (!checkoutUrl)
        throw new PaymentProviderError(`Mollie payment ${payment.id} has no checkout`)
      return { id: payment.id, checkoutUrl }
    },
    async getPayment(id) {
      const payment = await bounded(mollie.payments.get(id), 'get').catch(failing('get'))
      const status = statusByMollie[payment.status]
      const currency = payment.amount.currency
      if (!status || !isCurrency(currency)) {
        throw new PaymentProviderError(`Mollie payment ${id}: ${payment.status} in ${currency}`)
      }
      return { id, status, amount: minorUnits(payment.amount.value), currency }
    },
    async refund(id, amount, currency) {
      // Unbounded: a refund given up on here while Mollie still makes it would be asked again.
      await mollie.paymentRefunds
        .create({ paymentId: id, amount: { currency, value: mollieValue(amount) } })
        .catch(failing('refund'))
    },
  }
}
