import { type Currency, isCurrency } from '@dating/domain/payments'
import { and, eq } from 'drizzle-orm'
import { appendLedgerEntry, balanceOf, lockMemberCredits } from '../credits/ledger.ts'
import type { Database } from '../db/client.ts'
import { payments } from '../db/schema.ts'
import type { PaymentProvider } from './provider.ts'
import { randomId } from './random-id.ts'
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
 * The ledger references of one withdrawal attempt, its take-back and its undoing: each attempt
 * books its own, so one the provider refused never blocks the booking of the next.
 */
function withdrawalReferences(payment: Pick<PaymentRow, 'publicId'>) {
  const attempt = `${paymentReference(payment)}:${randomId('withdrawal_')}`
  return { takeBack: attempt, giveBack: `${attempt}:refused` }
}

/**
 * Withdraws from a payment (decision 045). The provider is another system (and the
 * sandbox shares PGlite's one connection, which a transaction holds), so in three steps:
 * (1) under the payment's and the member's locks, decide the quote from the balance and take
 * the credits back at once, with the claim (`refunded_at` and the quote) on the payment: a
 * second withdrawal of the member, decided after, sees a balance without them, and nothing can
 * spend them meanwhile; (2) ask the provider to refund exactly what was decided; (3) mark the
 * payment refunded, or, when the provider refused, give the credits back and release the claim
 * in one transaction, so the withdrawal may be tried again.
 */
export async function withdrawPayment(
  db: Database,
  provider: { name: string; refund: PaymentProvider['refund'] },
  request: { paymentId: number; userId: number; refundDays: number; now: Date },
): Promise<{ payment: PaymentRow; quote: WithdrawalQuote } | null> {
  const decided = await db.transaction(async (tx) => {
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
    const references = withdrawalReferences(payment)
    const booked = await appendLedgerEntry(tx, {
      userId: payment.userId,
      delta: -quote.credits,
      reason: 'refund',
      reference: references.takeBack,
      createdAt: request.now,
    })
    if (!booked) throw new Error(`Withdrawal ${references.takeBack} was booked before`)
    await tx
      .update(payments)
      .set({
        refundedAt: request.now,
        refundedAmount: quote.amount,
        refundedCredits: quote.credits,
      })
      .where(eq(payments.id, payment.id))
    return { payment, providerPaymentId: payment.providerPaymentId, quote, references }
  })
  if (!decided) return null
  const { payment, providerPaymentId, quote, references } = decided
  if (quote.amount > 0) {
    try {
      await provider.refund(providerPaymentId, quote.amount, quote.currency)
    } catch (error) {
      await db.transaction(async (tx) => {
        await lockMemberCredits(tx, payment.userId)
        await appendLedgerEntry(tx, {
          userId: payment.userId,
          delta: quote.credits,
          reason: 'adjustment',
          reference: references.giveBack,
          createdAt: request.now,
        })
        await tx
          .update(payments)
          .set({ refundedAt: null, refundedAmount: null, refundedCredits: null })
          .where(eq(payments.id, payment.id))
      })
      throw error
    }
  }
  const [updated] = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: request.now })
    .where(eq(payments.id, payment.id))
    .returning()
  return updated ? { payment: updated, quote } : null
}
