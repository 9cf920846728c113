/**
 * Credit packages, prices and payments (SPEC §1, §3, §4, §9). Every amount is an integer in the
 * currency's minor unit (cents, øre, grosze); the api computes it, the client only shows it.
 */
import * as v from 'valibot'

export const currencies = ['EUR', 'GBP', 'DKK', 'NOK', 'SEK', 'PLN', 'CHF'] as const
export type Currency = (typeof currencies)[number]

export const packageStyles = ['p0', 'p1', 'p2', 'p3'] as const
export type PackageStyle = (typeof packageStyles)[number]

export type CreditPackage = {
  id: string
  credits: number
  style: PackageStyle
  popular: boolean
  /** Minor units per currency. */
  prices: Record<Currency, number>
}

/** The packages every brand sells; a purchase of any of them makes the member premium. */
export const creditPackages: readonly CreditPackage[] = [
  {
    id: 'p20',
    credits: 20,
    style: 'p0',
    popular: false,
    prices: { EUR: 1499, GBP: 1299, DKK: 11200, NOK: 17400, SEK: 17000, PLN: 6499, CHF: 1490 },
  },
  {
    id: 'p50',
    credits: 50,
    style: 'p1',
    popular: false,
    prices: { EUR: 2999, GBP: 2599, DKK: 22400, NOK: 34900, SEK: 33900, PLN: 12999, CHF: 2990 },
  },
  {
    id: 'p120',
    credits: 120,
    style: 'p2',
    popular: true,
    prices: { EUR: 5999, GBP: 5199, DKK: 44800, NOK: 69900, SEK: 67900, PLN: 25999, CHF: 5990 },
  },
  {
    id: 'p300',
    credits: 300,
    style: 'p3',
    popular: false,
    prices: {
      EUR: 11999,
      GBP: 10399,
      DKK: 89600,
      NOK: 139900,
      SEK: 135900,
      PLN: 51999,
      CHF: 11990,
    },
  },
]

export function findCreditPackage(id: string): CreditPackage | undefined {
  return creditPackages.find((creditPackage) => creditPackage.id === id)
}

export function isCurrency(value: string | null | undefined): value is Currency {
  return (currencies as readonly string[]).includes(value ?? '')
}

/**
 * The member's currency: the brand's minimum_message_costs entry for the member's country
 * names it; EUR when the brand names none or one we do not sell in.
 */
export function currencyFor(
  country: string,
  minimumMessageCosts: Record<string, { currency: string }>,
): Currency {
  const named = minimumMessageCosts[country]?.currency
  return isCurrency(named) ? named : 'EUR'
}

/** `amount` less `percentage` percent, rounded half up to a whole minor unit. */
export function discountedAmount(amount: number, percentage: number): number {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Bad amount ${amount}`)
  const kept = 100 - Math.min(Math.max(Math.trunc(percentage), 0), 100)
  return Math.floor((amount * kept + 50) / 100)
}

/** What `credits` cost at a package's price, rounded half up (the price of one message). */
export function priceOfCredits(creditPackage: CreditPackage, currency: Currency, credits: number) {
  return Math.floor(
    (creditPackage.prices[currency] * credits * 2 + creditPackage.credits) /
      (creditPackage.credits * 2),
  )
}

/**
 * What `credits` are worth in money (EU consumer rules: credits shown with their value wherever
 * they are spent), in minor units: at the price per credit of the smallest package, the most a
 * credit costs.
 */
export function creditsValue(credits: number, currency: Currency): number {
  const [smallest] = creditPackages
  if (!smallest) throw new Error('No credit packages')
  return priceOfCredits(smallest, currency, credits)
}

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
})
export type Payment = v.InferOutput<typeof paymentSchema>

export const paymentResponseSchema = v.object({ payment: paymentSchema })
export const paymentsResponseSchema = v.object({ payments: v.array(paymentSchema) })

/** Formats minor units for a locale, e.g. 1499 EUR in de -> `14,99 €`. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100)
}

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
