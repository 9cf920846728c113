/**
 * Credit packages, their prices and money as the client shows it (SPEC §1, §3, §9). Every
 * amount is an integer in the currency's minor unit (cents, øre, grosze). Its own module,
 * without the payment schemas, so a page that shows prices does not load valibot (decision 036h).
 */

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

/**
 * The packages of a brand whose message costs `messageCredits`: each holds a whole number of
 * messages, so none leaves credits nothing can be bought with. A package whose credits do not
 * divide is cut to the nearest multiple (at least one message) and its price follows at the
 * same price per credit, rounded half up.
 */
export function creditPackagesFor(messageCredits: number): readonly CreditPackage[] {
  if (!Number.isInteger(messageCredits) || messageCredits < 1) return creditPackages
  if (creditPackages.every(({ credits }) => credits % messageCredits === 0)) return creditPackages
  return creditPackages.map((creditPackage) => {
    const messages = Math.max(1, Math.round(creditPackage.credits / messageCredits))
    const credits = messages * messageCredits
    if (credits === creditPackage.credits) return creditPackage
    const prices = Object.fromEntries(
      currencies.map((currency) => [currency, priceOfCredits(creditPackage, currency, credits)]),
    ) as Record<Currency, number>
    return { ...creditPackage, credits, prices }
  })
}

export function findCreditPackage(id: string, messageCredits?: number): CreditPackage | undefined {
  const packages = messageCredits === undefined ? creditPackages : creditPackagesFor(messageCredits)
  return packages.find((creditPackage) => creditPackage.id === id)
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
 * What the member paid for the credits they bought: the amounts of their paid purchases and the
 * credits those brought, in one currency (the user view's `credit_price`).
 */
export type CreditPrice = { currency: Currency; amount: number; credits: number }

/**
 * What `credits` are worth in money (EU consumer rules: credits shown with their value wherever
 * they are spent or shown), in minor units: at what the member actually paid per credit,
 * rounded half up.
 */
export function creditsValue(credits: number, price: Pick<CreditPrice, 'amount' | 'credits'>) {
  if (price.credits <= 0) return 0
  return Math.floor((credits * price.amount * 2 + price.credits) / (price.credits * 2))
}

/** Formats minor units for a locale, e.g. 1499 EUR in de -> `14,99 €`. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100)
}
