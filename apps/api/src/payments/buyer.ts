import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { onCreditsChanged } from '../credits/credits-changed.ts'
import { payments, profiles, users } from '../db/schema.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import type { Buyer } from './discounts.ts'
import { PaymentProviderError } from './provider.ts'
import { applyProviderReport, type PaymentRow } from './settle.ts'
import { mailPurchaseConfirmation } from './purchase-mail.ts'

/** The member of the request as a buyer: brand, country, signup date and whether they paid. */
export async function loadBuyer(c: Context<AppEnv>): Promise<Buyer & { profileId: number }> {
  const current = requireSession(c)
  const [row] = await c.var.deps.db
    .select({ country: profiles.country, signupDate: users.signupDate })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, current.userId))
  if (!row) throw new ApiError('authentication_required')
  return {
    siteId: c.var.site.id,
    userId: current.userId,
    profileId: current.profileId,
    country: row.country,
    signupDate: row.signupDate,
    paidUser: current.paidUser,
  }
}

/** The member's own payment by public id, or 404 (another member's is not told apart). */
export async function ownPayment(c: Context<AppEnv>, publicId: string): Promise<PaymentRow> {
  const current = requireSession(c)
  const [row] = await c.var.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.publicId, publicId), eq(payments.userId, current.userId)))
  if (!row) throw new ApiError('not_found')
  return row
}

/** Tells the member's live stream and header the new balance, after the booking committed. */
export async function announceBalance(c: Context<AppEnv>, userId: number): Promise<void> {
  const [profile] = await c.var.deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  if (profile) onCreditsChanged(c.var.deps, profile.id)
}

/** Asks the provider about a payment and applies the answer; tells the stream when booked. */
export async function refreshFromProvider(
  c: Context<AppEnv>,
  row: PaymentRow,
): Promise<PaymentRow> {
  const { deps } = c.var
  if (!row.providerPaymentId || row.provider !== deps.paymentProvider.name) return row
  const report = await deps.paymentProvider.getPayment(row.providerPaymentId)
  const { payment, booked } = await applyProviderReport(deps.db, row.id, report, deps.now())
  if (booked) {
    await announceBalance(c, payment.userId)
    await mailPurchaseConfirmation(c, payment)
  }
  return payment
}

/**
 * Asks the provider about a payment under way that holds a discount code (decision 045), so a
 * checkout that ended without its webhook reaching us lets the code go; as stored when the
 * provider cannot say.
 */
export function holderAsReported(c: Context<AppEnv>) {
  return async (holder: PaymentRow): Promise<PaymentRow> => {
    try {
      return await refreshFromProvider(c, holder)
    } catch (error) {
      if (error instanceof PaymentProviderError) return holder
      throw error
    }
  }
}
