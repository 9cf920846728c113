import { randomBytes } from 'node:crypto'
import {
  type DiscountCode,
  retentionCodeDays,
  retentionCodePrefix,
} from '@dating/domain/discount-codes'
import type { DeletionReason } from '@dating/domain/account'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
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

/** How long after its first step a deletion flow may still take the retention offer. */
export const deletionFlowMinutes = 60

/**
 * Records the first step of the deletion flow (the member chose a reason): the retention offer
 * is given only inside a flow started like this, for the reason chosen here.
 */
export async function startDeletionFlow(
  db: Database,
  request: { userId: number; reason: DeletionReason; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ deletionFlowStartedAt: request.now, deletionFlowReason: request.reason })
    .where(eq(users.id, request.userId))
}

export type RetentionClaim =
  | { kind: 'code'; code: DiscountCodeRow }
  | { kind: 'refused'; reason: 'deletion_not_started' | 'retention_offer_used' | 'no_offer' }

/**
 * The retention offer of the deletion flow (reason `too_expensive`,
 * docs/decisions/032d-retention-offer-in-the-deletion-flow.md): the brand's `delete_discount`
 * percent off the next credit purchase, for 30 days, once per account. Only inside a deletion
 * flow the member started within the last hour with that reason; asking again while the code
 * is live answers the same code (a second click), after it was used or expired nothing. The
 * member's users row is locked meanwhile, so two requests at once cannot hand out two codes.
 */
export async function claimRetentionOffer(
  db: Database,
  request: { siteId: number; userId: number; percentage: number; now: Date },
): Promise<RetentionClaim> {
  const { siteId, userId, percentage, now } = request
  if (percentage <= 0) return { kind: 'refused', reason: 'no_offer' }
  return db.transaction(async (tx): Promise<RetentionClaim> => {
    const [member] = await tx
      .select({
        startedAt: users.deletionFlowStartedAt,
        reason: users.deletionFlowReason,
        status: users.status,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    const flowOpenSince = new Date(now.getTime() - deletionFlowMinutes * 60_000)
    if (
      member?.status !== 'active' && member?.status !== 'not_confirmed'
        ? true
        : member.reason !== 'too_expensive' ||
          member.startedAt === null ||
          member.startedAt.getTime() <= flowOpenSince.getTime()
    ) {
      return { kind: 'refused', reason: 'deletion_not_started' }
    }
    const [earlier] = await tx
      .select()
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.userId, userId),
          eq(discountCodes.siteId, siteId),
          eq(discountCodes.purpose, 'retention'),
        ),
      )
      .orderBy(desc(discountCodes.createdAt))
      .limit(1)
    if (earlier) {
      const live = earlier.status === 'active' && earlier.expiresAt.getTime() > now.getTime()
      return live
        ? { kind: 'code', code: earlier }
        : { kind: 'refused', reason: 'retention_offer_used' }
    }
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
      if (created) return { kind: 'code', code: created }
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
