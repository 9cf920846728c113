import { clearSessionCookie } from '../http/cookies.ts'
import { requireCurrentPassword } from './current-password.ts'
import { accountTokenSchema, deleteAccountSchema } from '@dating/domain/account'
import { limits } from '@dating/domain/constants'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { reactivateAccount } from './reactivation.ts'
import { issueAccountToken, tokenField, useAccountToken } from './tokens.ts'
import { startSession } from '../auth/start-session.ts'
import type { AppEnv } from '../http/context.ts'
import { profiles, sessions, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { memberRecipient } from '../mail/recipient.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import { sendMail } from '../mail/request.ts'
import { userResponse } from './user-routes.ts'

const reactivateBodySchema = v.object({ token: tokenField })

/**
 * Deleting an account (DELETE /api/user.php) and undoing it by the mailed link within 14 days
 * (POST /api/reactivate.php). The login with `reactivate: true` lives in accounts/user-routes.ts; the
 * erasure after 14 days in src/accounts/erasure.ts.
 */
export const accountDeletionRoutes = new Hono<AppEnv>()
  .delete('/api/user.php', async (c) => {
    const current = requireSession(c)
    const input = await readJsonBody(c, deleteAccountSchema)
    const { db, now } = c.var.deps
    await requireCurrentPassword(c, current.userId, input.password)

    const requestedAt = now()
    const reactivation = await db.transaction(async (tx) => {
      const [requested] = await tx
        .update(users)
        .set({
          status: 'pending_deletion',
          deletionRequestedAt: requestedAt,
          deletionReason: input.reason ?? null,
          deletionNote: input.note || null,
          // Members active from before activation existed count as activated at signup, so a
          // reactivation (src/accounts/reactivation.ts) makes them active again.
          activatedAt: sql`case when ${users.status} = 'active' then coalesce(${users.activatedAt}, ${users.signupDate}) else ${users.activatedAt} end`,
        })
        .where(
          and(eq(users.id, current.userId), inArray(users.status, ['active', 'not_confirmed'])),
        )
        .returning({ id: users.id })
      if (!requested) throw new ApiError('authentication_required')
      await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, requested.id))
      await tx.delete(sessions).where(eq(sessions.userId, requested.id))
      return issueAccountToken(tx, { userId: requested.id, kind: 'reactivation', now: requestedAt })
    })
    clearSessionCookie(c)

    const recipient = await memberRecipient(db, current.userId)
    if (recipient) {
      const reactivateUrl = `${siteOrigin(c)}/account-deleted?reactivate=${reactivation.token}`
      try {
        await sendMail(c, {
          kind: 'account_deleted_reactivation',
          to: recipient,
          data: { reactivateUrl, days: limits.reactivationDays },
        })
      } catch (error) {
        // The deletion stands; logging in with `reactivate: true` still undoes it.
        console.error(`account ${current.userId}: the reactivation mail failed`, error)
      }
    }
    return c.json({ ok: true as const, reactivate_until: reactivation.expiresAt.toISOString() })
  })
  .post('/api/reactivate.php', async (c) => {
    const { token } = await readJsonBody(c, reactivateBodySchema)
    const { db, now } = c.var.deps
    if (!v.is(accountTokenSchema, token)) throw new ApiError('link_invalid')
    const at = now()
    const used = await useAccountToken(db, token, 'reactivation', at)
    if (!used) throw new ApiError('link_invalid')
    const owner = { userId: used.userId, siteId: c.var.site.id }
    if (!(await reactivateAccount(db, owner, at))) throw new ApiError('link_invalid')
    await startSession(c, used.userId)
    return userResponse(c, used.userId)
  })
