import {
  type CreditPackage,
  type Currency,
  currencyFor,
  discountedAmount,
  findCreditPackage,
  type PaymentMethod,
  type PaymentQuote,
} from '@dating/domain/payments'
import type { Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import { type Buyer, discountFor, type HolderRefresh, type OrderDiscount } from './discounts.ts'

export type PricedOrder = {
  creditPackage: CreditPackage
  currency: Currency
  listAmount: number
  /** What the provider is asked for: the list amount less the discount. */
  amount: number
  discount: OrderDiscount | null
}

/**
 * The price of an order, worked out here only (never taken from the client): the package's
 * price in the member's currency less the code's percentage. 404 for an unknown package,
 * `code_not_found` / `code_already_used` for a code the member may not use on it (a payment under
 * way that holds the code is asked about first with `refreshHolder`).
 */
export async function priceOrder(
  db: Database,
  site: Site,
  buyer: Buyer,
  order: { packageId: string; method: PaymentMethod; code?: string | undefined },
  now: Date,
  refreshHolder?: HolderRefresh,
): Promise<PricedOrder> {
  const creditPackage = findCreditPackage(order.packageId, site.messageCredits)
  if (!creditPackage) throw new ApiError('not_found')
  const currency = currencyFor(buyer.country, site.minimumMessageCosts)
  const listAmount = creditPackage.prices[currency]
  const discount = order.code
    ? await discountFor(
        db,
        buyer,
        { code: order.code, currency, method: order.method, listAmount },
        now,
        refreshHolder,
      )
    : null
  const amount = discount ? discountedAmount(listAmount, discount.percentage) : listAmount
  // A code that would make the package free is not one the member may use here.
  if (amount <= 0) throw new ApiError('code_not_found')
  return { creditPackage, currency, listAmount, amount, discount }
}

export function quoteView(order: PricedOrder): PaymentQuote {
  return {
    package_id: order.creditPackage.id,
    credits: order.creditPackage.credits,
    currency: order.currency,
    list_amount: order.listAmount,
    amount: order.amount,
    discount_code: order.discount?.code ?? null,
    discount_percentage: order.discount?.percentage ?? null,
  }
}
