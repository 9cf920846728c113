import { randomBytes } from 'node:crypto'
import {
  type DiscountCode,
  retentionCodeDays,
  retentionCodePrefix,
} from '@dating/domain/discount-codes'
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { discountCodes, users } from '../db/schema.ts'

const dayMs = 24 * 60 * 60 * 1000
const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const codeAttempts = 5

type DiscountCodeRow = typeof discountCodes.$inferSelect

/** `STAY-` and 8 random base32 characters (40 bits). */
export function newRetentionCode(): string {
  const bytes = randomBytes(8)
  let code = retentionCodePrefix
  for (const byte of bytes) code += base32[byte % 32]
  return code
}

/** A stored code as the api answers it; `expired` is computed at `now`. */
export function discountCodeView(row: DiscountCodeRow, now: Date): DiscountCode {
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: row.expiresAt.toISOString(),
    value_percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValue,
    status: row.status,
    validity: row.validity,
    expired: row.status === 'expired' || row.expiresAt.getTime() <= now.getTime(),
    paymentmethods: row.paymentMethods,
  }
}

/**
 * The retention offer of the deletion flow (reason `too_expensive`): the brand's
 * `delete_discount` percent off the next credit purchase, once, for 30 days. A member has at
 * most one live retention code: asking again answers the same code. The member's users row is
 * locked meanwhile, so two requests at once cannot hand out two codes. Null when the brand
 * offers no discount.
 */
export async function claimRetentionOffer(
  db: Database,
  request: { siteId: number; userId: number; percentage: number; now: Date },
): Promise<DiscountCodeRow | null> {
  const { siteId, userId, percentage, now } = request
  if (percentage <= 0) return null
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [live] = await tx
      .select()
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.userId, userId),
          eq(discountCodes.siteId, siteId),
          eq(discountCodes.purpose, 'retention'),
          eq(discountCodes.status, 'active'),
          gt(discountCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(discountCodes.createdAt))
      .limit(1)
    if (live) return live
    for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
      const [created] = await tx
        .insert(discountCodes)
        .values({
          code: newRetentionCode(),
          siteId,
          userId,
          valuePercentage: Math.min(percentage, 100),
          status: 'active',
          validity: 'once',
          expiresAt: new Date(now.getTime() + retentionCodeDays * dayMs),
          purpose: 'retention',
        })
        .onConflictDoNothing({ target: discountCodes.code })
        .returning()
      if (created) return created
    }
    throw new Error(`No free retention code after ${codeAttempts} attempts`)
  })
}

/** A code the member may see: their own, or one for anyone of the brand. */
export async function findDiscountCode(
  db: Database,
  request: { siteId: number; userId: number; code: string },
): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, request.code.toUpperCase()),
        eq(discountCodes.siteId, request.siteId),
        or(eq(discountCodes.userId, request.userId), isNull(discountCodes.userId)),
      ),
    )
  return row ?? null
}
