import { mailCaps } from '@dating/domain/account'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { profiles, users } from '../db/schema.ts'
import { memberRecipient } from '../mail/recipient.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import { sendMail } from '../mail/request.ts'
import { rateEventsSince, recordRateEvent, startOfUtcDay } from '../http/rate-events.ts'
import { issueAccountToken } from './tokens.ts'
import { visibleUnlessModerated } from '../moderation/restrict.ts'

/**
 * Counts one activation mail for the member against the daily cap (`mailCaps`, per address and
 * UTC day, the signup's own mail included); false when the cap is reached and nothing was
 * counted. The member's row is locked meanwhile, so two requests at once cannot both take the
 * last mail of the day.
 */
export async function takeActivationMail(
  db: Database,
  member: { siteId: number; userId: number; email: string },
  now: Date,
): Promise<boolean> {
  const key = { siteId: member.siteId, kind: 'activation_mail', key: member.email } as const
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.userId)).for('update')
    const { count } = await rateEventsSince(tx, key, startOfUtcDay(now))
    if (count >= mailCaps.activationPerDay) return false
    await recordRateEvent(tx, key, now)
    return true
  })
}

/**
 * Mails the member a new activation link (`/activate/done?token=…` on the host the request came
 * through), in their language; earlier links stop working.
 */
export async function sendActivationMail(c: Context<AppEnv>, userId: number): Promise<void> {
  const { db, now } = c.var.deps
  const to = await memberRecipient(db, userId)
  if (!to) throw new Error(`Member ${userId} has no address for the activation mail`)
  const { token } = await issueAccountToken(db, { userId, kind: 'activation', now: now() })
  const activationUrl = `${siteOrigin(c)}/activate/done?token=${token}`
  await sendMail(c, { kind: 'activation', to, data: { activationUrl } })
}

/**
 * Activates the account of an activation link on this brand: status `active` with
 * `activated_at`, the profile visible (unless a moderation decision hides it). An account activated already stays as it is (true);
 * one pending deletion, erased or of another brand is not activated (false).
 */
export async function activateAccount(
  db: Database,
  userId: number,
  siteId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.siteId, siteId)))
      .for('update')
    if (user?.status === 'active') return true
    if (user?.status !== 'not_confirmed') return false
    await tx.update(users).set({ status: 'active', activatedAt: now }).where(eq(users.id, userId))
    await tx
      .update(profiles)
      .set({ status: visibleUnlessModerated(profiles.id) })
      .where(eq(profiles.userId, userId))
    return true
  })
}
