import {
  creditPackagesFor,
  currencyFor,
  isCurrency,
  isPaymentMethod,
  type Payment,
  type PricedPackage,
  priceOfCredits,
} from '@dating/domain/payments'
import { vatIncluded, vatPercent } from '@dating/domain/vat'
import type { Site } from '../http/context.ts'
import { invoiceNumber } from './invoice.ts'
import type { PaymentRow } from './settle.ts'

/** The packages priced in the currency of `country` at this brand. */
export function pricedPackages(site: Site, country: string): PricedPackage[] {
  const currency = currencyFor(country, site.minimumMessageCosts)
  return creditPackagesFor(site.messageCredits).map((creditPackage) => ({
    id: creditPackage.id,
    credits: creditPackage.credits,
    style: creditPackage.style,
    popular: creditPackage.popular,
    currency,
    amount: creditPackage.prices[currency],
    message_amount: priceOfCredits(creditPackage, currency, site.messageCredits),
  }))
}

export function paymentView(row: PaymentRow): Payment {
  if (!isCurrency(row.currency) || !isPaymentMethod(row.method)) {
    throw new Error(`Payment ${row.publicId} has an unknown currency or method`)
  }
  const open = row.status === 'open' || row.status === 'pending'
  return {
    payment_id: row.publicId,
    package_id: row.packageId,
    credits: row.credits,
    currency: row.currency,
    list_amount: row.listAmount,
    amount: row.amount,
    discount_code: row.discountCode,
    method: row.method,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    checkout_url: open ? row.checkoutUrl : null,
    invoice_number: row.status === 'paid' || row.status === 'refunded' ? invoiceNumber(row) : null,
    vat_rate: row.vatRate === null ? null : vatPercent(row.vatRate),
    vat_amount: row.vatRate === null ? null : vatIncluded(row.amount, row.vatRate),
  }
}
