import type { DiscountCode } from '@dating/domain/discount-codes'
import { timeBonus } from '@dating/domain/constants'
import { type Currency, isUnsuccessful, type PaymentMethod } from '@dating/domain/payments'
import { timeBonusExpires, timeBonusRemainingMs } from '@dating/domain/time-bonus'
import { and, asc, eq, gt } from 'drizzle-orm'
import { findDiscountCode } from '../accounts/retention-offer.ts'
import type { Database } from '../db/client.ts'
import { discountCodes } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { discountHolder, discountHoldOf, usesUp } from './discount-holds.ts'
import type { PaymentRow } from './settle.ts'

export type Buyer = {
  siteId: number
  userId: number
  country: string
  signupDate: Date
  paidUser: boolean
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
  const holder = await discountHolder(
    db,
    discountHoldOf({ code: timeBonus.code, validity: 'once' }, buyer.userId) as string,
  )
  const used = holder !== null && usesUp(holder)
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

/** A discount on an order; `hold` is what a once-only code is held under (discount-holds.ts). */
export type OrderDiscount = { code: string; percentage: number; hold: string | null }

/**
 * Asks the provider about a payment that holds a code and is still under way, before a new
 * order is refused for it: its checkout may have ended without a webhook reaching us.
 */
export type HolderRefresh = (holder: PaymentRow) => Promise<PaymentRow>

/**
 * The percentage a code takes off this order, or an ApiError: `code_not_found` for a code the
 * member may not use here (unknown, another member's, expired, wrong country, currency, method
 * or below its minimum order), `code_already_used` for a once-only code that a payment used or
 * holds (decision 045).
 */
export async function discountFor(
  db: Database,
  buyer: Buyer,
  order: { code: string; currency: Currency; method: PaymentMethod; listAmount: number },
  now: Date,
  refreshHolder?: HolderRefresh,
): Promise<OrderDiscount> {
  const wanted = order.code.trim().toUpperCase()
  if (wanted === timeBonus.code) {
    const offered = await welcomeCode(db, buyer, now)
    if (!offered) throw new ApiError('code_not_found')
    const hold = discountHoldOf(offered, buyer.userId)
    await refuseHeld(db, hold, refreshHolder)
    return { code: offered.code, percentage: offered.value_percentage, hold }
  }
  const row = await findDiscountCode(db, {
    siteId: buyer.siteId,
    userId: buyer.userId,
    code: wanted,
  })
  if (!row) throw new ApiError('code_not_found')
  if (row.status === 'used') throw new ApiError('code_already_used')
  const hold = discountHoldOf(row, buyer.userId)
  await refuseHeld(db, hold, refreshHolder)
  const fits =
    row.status === 'active' &&
    row.expiresAt.getTime() > now.getTime() &&
    (row.country === null || row.country === buyer.country) &&
    (row.currency === null || row.currency === order.currency) &&
    (row.minimumOrderValue === null || order.listAmount >= row.minimumOrderValue) &&
    (row.paymentMethods.length === 0 || row.paymentMethods.includes(order.method))
  if (!fits) throw new ApiError('code_not_found')
  return { code: row.code, percentage: row.valuePercentage, hold }
}

/** `code_already_used` while a payment holds the code (after asking about one under way). */
async function refuseHeld(db: Database, hold: string | null, refreshHolder?: HolderRefresh) {
  if (hold === null) return
  const holder = await discountHolder(db, hold)
  if (!holder) return
  if (usesUp(holder) || !refreshHolder) throw new ApiError('code_already_used')
  const now = await refreshHolder(holder)
  if (!isUnsuccessful(now.status)) throw new ApiError('code_already_used')
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
