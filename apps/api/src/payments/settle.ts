import { isUnsuccessful, nextPaymentStatus } from '@dating/domain/payments'
import { and, eq } from 'drizzle-orm'
import { appendLedgerEntry, lockMemberCredits } from '../credits/ledger.ts'
import type { Database } from '../db/client.ts'
import { discountCodes, payments } from '../db/schema.ts'
import { creditsAtListPrice, keepDiscountHold, releaseDiscountHold } from './discount-holds.ts'
import type { ProviderPayment } from './provider.ts'

export type PaymentRow = typeof payments.$inferSelect

/** The ledger reference of everything booked for one payment. */
export const paymentReference = (payment: Pick<PaymentRow, 'publicId'>) =>
  `payment:${payment.publicId}`

/**
 * Applies what the provider says about a payment, exactly once and in any order: the payment
 * row is locked, its status only moves forward (nextPaymentStatus), and the credits are booked
 * in the same transaction as `paid`, under a ledger reference a replay finds taken. A report
 * whose amount or currency differs from what we asked for books nothing. An unsuccessful end
 * lets a once-only code go; a payment whose code another payment used meanwhile is booked at
 * the credits its amount buys at the list price (decision 045). Returns whether credits were
 * booked now.
 */
export async function applyProviderReport(
  db: Database,
  paymentId: number,
  report: ProviderPayment,
  now: Date,
): Promise<{ payment: PaymentRow; booked: boolean }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update')
    if (!payment) throw new Error(`No payment ${paymentId}`)
    const matches = report.amount === payment.amount && report.currency === payment.currency
    if (!matches) return { payment, booked: false }
    const status = nextPaymentStatus(payment.status, report.status)
    if (status === payment.status) return { payment, booked: false }
    if (isUnsuccessful(status)) await releaseDiscountHold(tx, paymentId)
    const codeKept = status !== 'paid' || (await keepDiscountHold(tx, payment))
    const [updated] = await tx
      .update(payments)
      .set({
        status,
        updatedAt: now,
        ...(status === 'paid' ? { paidAt: now } : {}),
        // Its code was used by another payment meanwhile: the amount buys list-price credits.
        ...(codeKept ? {} : { credits: creditsAtListPrice(payment), discountRefusedAt: now }),
      })
      .where(eq(payments.id, paymentId))
      .returning()
    if (!updated || status !== 'paid') return { payment: updated ?? payment, booked: false }
    await lockMemberCredits(tx, payment.userId)
    const booked = await appendLedgerEntry(tx, {
      userId: payment.userId,
      delta: updated.credits,
      reason: 'purchase',
      reference: paymentReference(payment),
      createdAt: now,
    })
    if (payment.discountCode && codeKept) await markDiscountCodeUsed(tx, payment.discountCode)
    return { payment: updated, booked }
  })
}

/** A once-only stored code is spent with the payment that carries it (same transaction). */
export async function markDiscountCodeUsed(tx: Pick<Database, 'update'>, code: string) {
  await tx
    .update(discountCodes)
    .set({ status: 'used' })
    .where(and(eq(discountCodes.code, code), eq(discountCodes.validity, 'once')))
}
