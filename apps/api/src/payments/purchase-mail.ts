import { formatMoney, isCurrency } from '@dating/domain/payments'
import { vatIncluded, vatPercent } from '@dating/domain/vat'
import type { Locale } from '@dating/domain/locales'
import { intlLocaleFor } from '@dating/i18n/locales'
import { translatorFor } from '@dating/i18n/translate'
import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import { memberRecipient } from '../mail/recipient.ts'
import { sendMail } from '../mail/request.ts'
import { invoiceNumber } from './invoice.ts'
import type { PaymentRow } from './settle.ts'

const dayMs = 24 * 60 * 60 * 1000

/**
 * A moment as mails state it: date and time with the zone named, in the company's zone (the
 * member's is unknown to the api), e.g. "28 November 2026 at 14:05 CET".
 */
export function mailDateTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleFor(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
    timeZoneName: 'short',
  }).format(at)
}

/** A day as legal texts and mails state it: "28 November 2026". */
export function mailDate(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleFor(locale), {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(at)
}

/**
 * Mails the confirmation of a purchase that was just booked (every completed payment, whatever
 * the method). A failed delivery is logged: the purchase stands, and the invoice and the same
 * facts stay on the payments page.
 */
export async function mailPurchaseConfirmation(c: Context<AppEnv>, payment: PaymentRow) {
  const { deps, site } = c.var
  if (!isCurrency(payment.currency)) return
  const currency = payment.currency
  try {
    const recipient = await memberRecipient(deps.db, payment.userId)
    if (!recipient) return
    const { locale } = recipient
    const t = translatorFor(locale)
    const money = (amount: number) => formatMoney(amount, currency, intlLocaleFor(locale))
    const paidAt = payment.paidAt ?? payment.createdAt
    const origin = siteOrigin(c)
    await sendMail(c, {
      kind: 'purchase',
      to: recipient,
      data: {
        invoiceNumber: invoiceNumber(payment),
        paidAt: mailDateTime(paidAt, locale),
        credits: payment.credits,
        amount: money(payment.amount),
        method: t(`credits.method.${payment.method}`),
        vat:
          payment.vatRate === null
            ? null
            : {
                rate: new Intl.NumberFormat(intlLocaleFor(locale)).format(
                  vatPercent(payment.vatRate),
                ),
                amount: money(vatIncluded(payment.amount, payment.vatRate)),
              },
        consentAt: mailDateTime(payment.consentAt, locale),
        withdrawalUntil: mailDate(new Date(paidAt.getTime() + site.refundDays * dayMs), locale),
        termsDate: mailDate(new Date(payment.termsVersion ?? paidAt.toISOString()), locale),
        termsUrl: `${origin}/pages/terms`,
        transactionsUrl: `${origin}/transactions/${payment.publicId}`,
      },
    })
  } catch (error) {
    console.error(`Purchase confirmation for payment ${payment.publicId} failed:`, error)
  }
}
