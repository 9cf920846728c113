/**
 * Payments (SPEC §3, §4, §9): methods, statuses and the schemas of the payment calls. Every
 * amount is an integer in the currency's minor unit; the api computes it, the client only shows
 * it. Credit packages, prices and `formatMoney` live in money.ts (re-exported here), which
 * pages load without valibot.
 */
import * as v from 'valibot'
import { currencies, packageStyles } from './money.ts'

export {
  type CreditPackage,
  type CreditPrice,
  type Currency,
  creditPackages,
  creditPackagesFor,
  creditsValue,
  currencies,
  currencyFor,
  discountedAmount,
  findCreditPackage,
  formatMoney,
  isCurrency,
  type PackageStyle,
  packageStyles,
  priceOfCredits,
} from './money.ts'

/** The SPEC §9 payment methods, as ids. */
export const paymentMethods = [
  'directdebit',
  'przelewy24',
  'blik',
  'banktransfer',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const
export type PaymentMethod = (typeof paymentMethods)[number]

const everywhere: PaymentMethod[] = ['creditcard', 'paypal', 'applepay', 'banktransfer']

/** Methods offered per country; the rest see the ones that work everywhere. */
const methodsByCountry: Record<string, PaymentMethod[]> = {
  NL: ['ideal', 'directdebit', 'bancontact'],
  BE: ['bancontact', 'directdebit'],
  DE: ['directdebit', 'giropay', 'sofort'],
  AT: ['eps', 'directdebit', 'sofort'],
  PL: ['blik', 'przelewy24'],
  DK: ['mobilepay', 'dankort'],
  SE: ['swish'],
  NO: ['vipps'],
  FI: ['mobilepay'],
  CH: ['twint'],
  IT: ['satispay', 'nexi'],
  FR: ['cartebancaire'],
  ES: ['directdebit'],
}

export function paymentMethodsFor(country: string): PaymentMethod[] {
  return [...(methodsByCountry[country] ?? []), ...everywhere]
}

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value)
}

export const paymentStatuses = [
  'open',
  'pending',
  'failed',
  'cancelled',
  'expired',
  'paid',
  'refunded',
] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** What a provider may report; `refunded` is only ever set by our own withdrawal. */
export type ProviderStatus = Exclude<PaymentStatus, 'refunded'>

const statusRank: Record<PaymentStatus, number> = {
  open: 0,
  pending: 1,
  failed: 2,
  cancelled: 2,
  expired: 2,
  paid: 3,
  refunded: 4,
}

/**
 * The status after a provider report, whatever order reports arrive in: a payment only moves
 * forward (open, pending, an unsuccessful end, paid, refunded). A stale `pending` after `paid`
 * changes nothing; money reported received after a failure is still booked.
 */
export function nextPaymentStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  return statusRank[reported] > statusRank[current] ? reported : current
}

export function isUnsuccessful(status: PaymentStatus): boolean {
  return status === 'failed' || status === 'cancelled' || status === 'expired'
}

const moneyAmount = v.pipe(v.number(), v.integer(), v.minValue(0))

/** One package as GET /api/packages.php answers it, priced for the member. */
export const pricedPackageSchema = v.object({
  id: v.string(),
  credits: v.number(),
  style: v.picklist(packageStyles),
  popular: v.boolean(),
  currency: v.picklist(currencies),
  amount: moneyAmount,
  /** What one message costs at this package's price. */
  message_amount: moneyAmount,
})
export type PricedPackage = v.InferOutput<typeof pricedPackageSchema>

export const packagesResponseSchema = v.object({
  packages: v.array(pricedPackageSchema),
  message_credits: v.number(),
  payment_methods: v.array(v.picklist(paymentMethods)),
})
export type PackagesResponse = v.InferOutput<typeof packagesResponseSchema>

export const paymentIdPattern = /^pay_[A-Za-z0-9]{16}$/

/** The body of POST /api/payment.php: start paying for a package. */
export const startPaymentSchema = v.strictObject({
  package_id: v.pipe(v.string(), v.maxLength(20)),
  method: v.picklist(paymentMethods),
  discount_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  /** Express consent to immediate delivery, which ends the right of withdrawal for used credits. */
  consent: v.literal(true),
})
export type StartPayment = v.InferOutput<typeof startPaymentSchema>

/** The query of GET /api/payment-quote.php: what a package costs with a method and a code. */
export const paymentQuoteQuerySchema = v.object({
  package_id: v.pipe(v.string(), v.maxLength(20)),
  method: v.picklist(paymentMethods),
  discount_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
})

/** The price the provider will be asked for, worked out by the api (never by the client). */
export const paymentQuoteSchema = v.object({
  package_id: v.string(),
  credits: v.number(),
  currency: v.picklist(currencies),
  list_amount: moneyAmount,
  amount: moneyAmount,
  discount_code: v.nullable(v.string()),
  discount_percentage: v.nullable(v.number()),
})
export type PaymentQuote = v.InferOutput<typeof paymentQuoteSchema>
export const paymentQuoteResponseSchema = v.object({ quote: paymentQuoteSchema })

/** A payment as the api answers it (SPEC §3 Payment: payment_id, credits). */
export const paymentSchema = v.object({
  payment_id: v.string(),
  package_id: v.string(),
  credits: v.number(),
  currency: v.picklist(currencies),
  list_amount: moneyAmount,
  amount: moneyAmount,
  discount_code: v.nullable(v.string()),
  method: v.picklist(paymentMethods),
  status: v.picklist(paymentStatuses),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
  /** Where the member pays, while the payment is open. */
  checkout_url: v.nullable(v.string()),
  /** Once paid: the invoice's number (GET /api/invoice.pdf?id=). */
  invoice_number: v.nullable(v.string()),
  /** The VAT rate of the member's country in percent (21, 25.5), and the VAT within `amount`. */
  vat_rate: v.nullable(v.number()),
  vat_amount: v.nullable(moneyAmount),
})
export type Payment = v.InferOutput<typeof paymentSchema>

export const paymentResponseSchema = v.object({ payment: paymentSchema })
export const paymentsResponseSchema = v.object({ payments: v.array(paymentSchema) })

/** What withdrawing from a payment returns now (GET /api/withdrawal.php?id=). */
export const withdrawalSchema = v.object({
  credits: v.number(),
  amount: moneyAmount,
  currency: v.picklist(currencies),
  /** ISO date-time: the end of the brand's refund_days. */
  until: v.string(),
})
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>
export const withdrawalResponseSchema = v.object({ withdrawal: withdrawalSchema })
