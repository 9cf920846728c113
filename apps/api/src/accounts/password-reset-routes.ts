import {
  abuseCaps,
  accountTokenLifetimeSeconds,
  accountTokenSchema,
  mailCaps,
} from '@dating/domain/account'
import { and, eq, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { clearLoginFailures, rememberAddress, emailKey } from './login-lockout.ts'
import { pendingDeletionError, stillReactivatable } from './pending-deletion.ts'
import {
  type RateKey,
  rateEventsSince,
  recordRateEvent,
  startOfUtcDay,
} from '../http/rate-events.ts'
import { isAccountTokenLive, issueAccountToken, tokenField, useAccountToken } from './tokens.ts'
import { chosenPassword, newPasswordEntries, replacePassword } from '../auth/passwords.ts'
import { startSession } from '../auth/start-session.ts'
import type { AppEnv } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { countedClientAddress } from '../http/request.ts'
import { readJsonBody } from '../http/input.ts'
import { recipientByEmail } from '../mail/recipient.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import { sendMail } from '../mail/request.ts'
import { userResponse } from './user-routes.ts'
import { takeCappedForAddress } from '../http/abuse-caps.ts'

const requestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
})

const resetSchema = v.object({
  token: tokenField,
  ...newPasswordEntries,
})

const validHours = accountTokenLifetimeSeconds.password_reset / 3600

/**
 * Counts one reset mail for the address, or answers false when today's are used up. The count
 * and the record are one transaction under an advisory lock on the key, so parallel requests
 * cannot slip past the cap together.
 */
async function takeResetMail(db: Database, key: RateKey, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${key.siteId}:${key.kind}:${key.key}`}))`,
    )
    const { count } = await rateEventsSince(tx, key, startOfUtcDay(now))
    if (count >= mailCaps.passwordResetPerDay) return false
    await recordRateEvent(tx, key, now)
    return true
  })
}

/**
 * Password reset by mail (docs/api.md, Accounts; decision 011). The request answers the same
 * for every address, so it never tells whether one has an account; the daily cap counts every
 * address alike.
 */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/api/reset-password.php', async (c) => {
    const { email } = await readJsonBody(c, requestSchema)
    const { db, now } = c.var.deps
    const at = now()
    const key = {
      siteId: c.var.site.id,
      kind: 'password_reset_mail' as const,
      key: emailKey(email),
    }
    await takeCappedForAddress(
      c,
      'password_reset_address',
      abuseCaps.passwordResetPerAddressPerDay,
      'day',
    )
    if (!(await takeResetMail(db, key, at))) throw new ApiError('reset_limit')

    const recipient = await recipientByEmail(db, c.var.site.id, key.key)
    if (recipient) {
      const { token } = await issueAccountToken(db, {
        userId: recipient.userId,
        kind: 'password_reset',
        now: at,
      })
      await sendMail(c, {
        kind: 'password_reset',
        to: recipient,
        data: { resetUrl: `${siteOrigin(c)}/reset-password/do?token=${token}`, validHours },
      })
    }
    return c.json({ ok: true as const })
  })
  .get('/api/reset-password.php', async (c) => {
    const token = c.req.query('token')
    const { db, now } = c.var.deps
    if (
      !v.is(accountTokenSchema, token) ||
      !(await isAccountTokenLive(db, token, 'password_reset', now()))
    ) {
      throw new ApiError('link_invalid')
    }
    return c.json({ ok: true as const })
  })
  .put('/api/reset-password.php', async (c) => {
    const input = await readJsonBody(c, resetSchema)
    if (!v.is(accountTokenSchema, input.token)) throw new ApiError('link_invalid')
    // Typing mistakes are reported before the link is used up.
    const password = chosenPassword(input)
    const { db, now } = c.var.deps
    const at = now()
    const used = await useAccountToken(db, input.token, 'password_reset', at)
    if (!used) throw new ApiError('link_invalid')
    const [account] = await db
      .select({
        id: users.id,
        email: users.email,
        status: users.status,
        deletionRequestedAt: users.deletionRequestedAt,
      })
      .from(users)
      .where(
        and(
          eq(users.id, used.userId),
          eq(users.siteId, c.var.site.id),
          ne(users.status, 'deleted'),
        ),
      )
    if (!account) throw new ApiError('link_invalid')

    await replacePassword(db, account.id, password)
    // Whoever reads the mailbox may try again at once, and from here without the backoff.
    if (account.email) {
      await clearLoginFailures(db, c.var.site.id, account.email)
      const attempt = { siteId: c.var.site.id, email: account.email }
      await rememberAddress(db, { ...attempt, address: countedClientAddress(c) }, at)
    }

    if (account.status === 'pending_deletion') {
      // The new password stands; logging in with it says the account is pending deletion and
      // offers the reactivation, like any login (decision 011).
      if (stillReactivatable(account.deletionRequestedAt, at)) {
        throw pendingDeletionError(c, account.deletionRequestedAt)
      }
      throw new ApiError('link_invalid')
    }
    await startSession(c, account.id)
    return userResponse(c, account.id)
  })
