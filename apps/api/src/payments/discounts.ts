import type { DiscountCode } from '@dating/domain/discount-codes'
import { timeBonus } from '@dating/domain/constants'
import type { Currency, PaymentMethod } from '@dating/domain/payments'
import { timeBonusExpires, timeBonusRemainingMs } from '@dating/domain/time-bonus'
import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import { findDiscountCode } from '../accounts/retention-offer.ts'
import type { Database } from '../db/client.ts'
import { discountCodes, payments } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'

export type Buyer = {
  siteId: number
  userId: number
  country: string
  signupDate: Date
  paidUser: boolean
}

/** Whether the member has a payment with this code that is paid or under way. */
async function codeTaken(db: Database, userId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.discountCode, code),
        inArray(payments.status, ['paid', 'refunded']),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * The welcome code of the time bonus (SPEC §4, §9): TIMEBONUS25 for a member who has not paid,
 * within four hours of signup; not stored, worked out from the member. Null when not offered.
 */
export async function welcomeCode(
  db: Database,
  buyer: Buyer,
  now: Date,
): Promise<DiscountCode | null> {
  if (timeBonusRemainingMs(buyer.signupDate, now, buyer.paidUser) <= 0) return null
  const used = await codeTaken(db, buyer.userId, timeBonus.code)
  return {
    code: timeBonus.code,
    country: null,
    user_id: buyer.userId,
    expires: timeBonusExpires(buyer.signupDate).toISOString(),
    value_percentage: timeBonus.percentage,
    currency: null,
    minimum_order_value: null,
    status: used ? 'used' : 'active',
    validity: 'once',
    expired: false,
    paymentmethods: [],
  }
}

/**
 * The percentage a code takes off this order, or an ApiError: `code_not_found` for a code the
 * member may not use here (unknown, another member's, expired, wrong country, currency, method
 * or below its minimum order), `code_already_used` for a once-only code already spent.
 */
export async function discountFor(
  db: Database,
  buyer: Buyer,
  order: { code: string; currency: Currency; method: PaymentMethod; listAmount: number },
  now: Date,
): Promise<{ code: string; percentage: number }> {
  const wanted = order.code.trim().toUpperCase()
  if (wanted === timeBonus.code) {
    const offered = await welcomeCode(db, buyer, now)
    if (!offered) throw new ApiError('code_not_found')
    if (offered.status === 'used') throw new ApiError('code_already_used')
    return { code: offered.code, percentage: offered.value_percentage }
  }
  const row = await findDiscountCode(db, {
    siteId: buyer.siteId,
    userId: buyer.userId,
    code: wanted,
  })
  if (!row) throw new ApiError('code_not_found')
  if (row.status === 'used') throw new ApiError('code_already_used')
  if (row.validity === 'once' && (await codeTaken(db, buyer.userId, row.code))) {
    throw new ApiError('code_already_used')
  }
  const fits =
    row.status === 'active' &&
    row.expiresAt.getTime() > now.getTime() &&
    (row.country === null || row.country === buyer.country) &&
    (row.currency === null || row.currency === order.currency) &&
    (row.minimumOrderValue === null || order.listAmount >= row.minimumOrderValue) &&
    (row.paymentMethods.length === 0 || row.paymentMethods.includes(order.method))
  if (!fits) throw new ApiError('code_not_found')
  return { code: row.code, percentage: row.valuePercentage }
}

/** The member's own stored codes that still work (retention offers), soonest to expire first. */
export async function usableCodesOf(db: Database, buyer: Buyer, now: Date) {
  return db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.siteId, buyer.siteId),
        eq(discountCodes.userId, buyer.userId),
        eq(discountCodes.status, 'active'),
        gt(discountCodes.expiresAt, now),
      ),
    )
    .orderBy(asc(discountCodes.expiresAt))
    .limit(10)
}
