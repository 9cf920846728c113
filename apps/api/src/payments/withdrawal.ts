import { type Currency, isCurrency } from '@dating/domain/payments'
import { and, eq } from 'drizzle-orm'
import { appendLedgerEntry, balanceOf, lockMemberCredits } from '../credits/ledger.ts'
import type { Database } from '../db/client.ts'
import { payments } from '../db/schema.ts'
import type { PaymentProvider } from './provider.ts'
import { type PaymentRow, paymentReference } from './settle.ts'

const dayMs = 24 * 60 * 60 * 1000

export type WithdrawalQuote = {
  /** Credits of this payment the member has not spent: at most the balance. */
  credits: number
  /** Their share of what was paid, rounded down to a whole minor unit. */
  amount: number
  currency: Currency
  /** The last moment the withdrawal is possible. */
  until: Date
}

/**
 * What withdrawing from a payment returns now (EU consumer rules, decision 020): only a paid
 * payment within the brand's `refund_days`, only credits still unspent, and their share of the
 * amount paid. Null when nothing can be withdrawn.
 */
export function quoteWithdrawal(
  payment: PaymentRow,
  balance: number,
  refundDays: number,
  now: Date,
): WithdrawalQuote | null {
  if (payment.status !== 'paid' || !payment.paidAt || payment.refundedAt) return null
  if (!isCurrency(payment.currency)) return null
  const until = new Date(payment.paidAt.getTime() + refundDays * dayMs)
  if (now.getTime() > until.getTime()) return null
  const credits = Math.min(payment.credits, Math.max(balance, 0))
  if (credits <= 0) return null
  const amount = Math.floor((payment.amount * credits) / payment.credits)
  return { credits, amount, currency: payment.currency, until }
}

/**
 * Withdraws from a payment in three steps, because the provider is another system (and the
 * sandbox shares PGlite's one connection, which a transaction holds): (1) under the payment's
 * and the member's locks, claim the withdrawal (`refunded_at` with the quote) so no second
 * request can start one; (2) ask the provider to refund, releasing the claim if it refuses;
 * (3) take the credits back and mark the payment refunded in one transaction.
 */
export async function withdrawPayment(
  db: Database,
  provider: { name: string; refund: PaymentProvider['refund'] },
  request: { paymentId: number; userId: number; refundDays: number; now: Date },
): Promise<{ payment: PaymentRow; quote: WithdrawalQuote } | null> {
  const claimed = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, request.paymentId), eq(payments.userId, request.userId)))
      .for('update')
    if (!payment?.providerPaymentId || payment.provider !== provider.name) return null
    await lockMemberCredits(tx, payment.userId)
    const balance = await balanceOf(tx, payment.userId)
    const quote = quoteWithdrawal(payment, balance, request.refundDays, request.now)
    if (!quote) return null
    await tx
      .update(payments)
      .set({
        refundedAt: request.now,
        refundedAmount: quote.amount,
        refundedCredits: quote.credits,
      })
      .where(eq(payments.id, payment.id))
    return { payment, providerPaymentId: payment.providerPaymentId, quote }
  })
  if (!claimed) return null
  const { payment, providerPaymentId, quote } = claimed
  if (quote.amount > 0) {
    try {
      await provider.refund(providerPaymentId, quote.amount, quote.currency)
    } catch (error) {
      await db
        .update(payments)
        .set({ refundedAt: null, refundedAmount: null, refundedCredits: null })
        .where(eq(payments.id, payment.id))
      throw error
    }
  }
  return db.transaction(async (tx) => {
    await lockMemberCredits(tx, payment.userId)
    await appendLedgerEntry(tx, {
      userId: payment.userId,
      delta: -quote.credits,
      reason: 'refund',
      reference: paymentReference(payment),
      createdAt: request.now,
    })
    const [updated] = await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: request.now })
      .where(eq(payments.id, payment.id))
      .returning()
    return updated ? { payment: updated, quote } : null
  })
}
