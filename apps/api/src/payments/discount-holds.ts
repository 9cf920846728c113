/**
 * Once-only discount codes pay for one purchase (decision 045). A payment holds its
 * code from the moment it is opened (`discount_held`, one holder per code by a unique index)
 * until it fails, expires or is cancelled; a paid or refunded payment keeps holding it for
 * good. A payment that settles after its hold was released takes it again, or, when another
 * payment used the code meanwhile, is booked at the credits its amount buys at the list price.
 */
import { timeBonus } from '@dating/domain/constants'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { discountCodes, payments } from '../db/schema.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'

/** A payment row (as settle.ts names it; declared here so the two do not import each other). */
type PaymentRow = typeof payments.$inferSelect

export const discountHoldIndex = 'payments_discount_hold_idx'

/**
 * What a once-only code is held under: a stored code is unique across the brands, the welcome
 * code is worked out per member. Null for a code that may be used again.
 */
export function discountHoldOf(
  code: { code: string; validity: 'once' | 'unlimited' },
  userId: number,
): string | null {
  if (code.validity !== 'once') return null
  return code.code === timeBonus.code ? `${timeBonus.code}:${userId}` : code.code
}

/** The payment that holds a code now, or null. */
export async function discountHolder(
  db: Pick<Database, 'select'>,
  hold: string,
): Promise<PaymentRow | null> {
  const [holder] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.discountHold, hold), eq(payments.discountHeld, true)))
    .limit(1)
  return holder ?? null
}

/** Whether the holder has used the code up (paid, or paid and refunded since). */
export const usesUp = (holder: Pick<PaymentRow, 'status'>) =>
  holder.status === 'paid' || holder.status === 'refunded'

/** A payment that failed, expired or was cancelled lets its code go (its settle transaction). */
export async function releaseDiscountHold(tx: Pick<Database, 'update'>, paymentId: number) {
  await tx
    .update(payments)
    .set({ discountHeld: false })
    .where(and(eq(payments.id, paymentId), eq(payments.discountHeld, true)))
}

/**
 * For a payment being booked as paid, inside its settle transaction: whether its code is its
 * own to use. True without a once-only code or with the hold; a released hold is taken again
 * when no other payment holds the code and the stored code is not used. False means the code
 * was used meanwhile.
 */
export async function keepDiscountHold(tx: Database, payment: PaymentRow): Promise<boolean> {
  if (payment.discountHold === null || payment.discountHeld) return true
  if (await discountHolder(tx, payment.discountHold)) return false
  if (payment.discountCode !== null && payment.discountCode !== timeBonus.code) {
    const [stored] = await tx
      .select({ status: discountCodes.status })
      .from(discountCodes)
      .where(eq(discountCodes.code, payment.discountCode))
    if (stored?.status === 'used') return false
  }
  try {
    // A savepoint: a payment settling at the same moment with the same code may win the index.
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(payments)
        .set({ discountHeld: true })
        .where(eq(payments.id, payment.id))
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error, discountHoldIndex)) return false
    throw error
  }
}

/** The credits an amount buys at the package's list price (rounded down). */
export function creditsAtListPrice(
  payment: Pick<PaymentRow, 'credits' | 'amount' | 'listAmount'>,
): number {
  return Math.floor((payment.credits * payment.amount) / payment.listAmount)
}
