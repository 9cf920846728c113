import { requireCurrentPassword } from './current-password.ts'
import { abuseCaps, accountTokenSchema } from '@dating/domain/account'
import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { emailKey } from './login-lockout.ts'
import { isEmailTaken } from './signup.ts'
import { issueAccountToken, tokenField, useAccountToken } from './tokens.ts'
import { startSession } from '../auth/start-session.ts'
import type { AppEnv } from '../http/context.ts'
import { users } from '../db/schema.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { memberRecipient } from '../mail/recipient.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import { sendMail } from '../mail/request.ts'
import { userResponse } from './user-routes.ts'
import { takeCapped } from '../http/abuse-caps.ts'

const emailSchema = v.pipe(v.string(), v.maxLength(254), v.email())

const requestSchema = v.object({
  // Any text: one that is not an address is the contract's new_email_invalid.
  email: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
  password: v.pipe(v.string(), v.maxLength(1000)),
})

const confirmSchema = v.object({ token: tokenField })

/**
 * Email change in the settings (docs/api.md, Accounts; decision 011): the password confirms
 * the member, the new address confirms itself through a link mailed to it, and only then does
 * the account's email change.
 */
export const mailChangeRoutes = new Hono<AppEnv>()
  .post('/api/mail-change.php', async (c) => {
    const current = requireSession(c)
    const input = await readJsonBody(c, requestSchema)
    const { db, now } = c.var.deps
    const email = emailKey(input.email)
    if (!v.is(emailSchema, email)) throw new ApiError('new_email_invalid')
    const recipient = await memberRecipient(db, current.userId)
    // The current address is no new address.
    if (recipient?.email === email) throw new ApiError('new_email_invalid')
    // The password first: only the member themself learns whether an address is taken.
    await requireCurrentPassword(c, current.userId, input.password)
    if (await isEmailTaken(db, c.var.site.id, email, current.userId)) {
      throw new ApiError('email_taken')
    }
    if (!recipient) throw new ApiError('authentication_required')
    const perDay = abuseCaps.mailChangePerMemberPerDay
    await takeCapped(c, 'mail_change_member', String(current.userId), perDay, 'day')
    await takeCapped(c, 'mail_change_target', email, abuseCaps.mailChangePerTargetPerDay, 'day')
    const { token } = await issueAccountToken(db, {
      userId: current.userId,
      kind: 'email_change',
      email,
      now: now(),
    })
    await sendMail(c, {
      kind: 'email_change_confirm',
      to: { ...recipient, email },
      data: { newEmail: email, confirmUrl: `${siteOrigin(c)}/mail-change/do?token=${token}` },
    })
    return c.json({ ok: true as const })
  })
  .put('/api/mail-change.php', async (c) => {
    const { token } = await readJsonBody(c, confirmSchema)
    if (!v.is(accountTokenSchema, token)) throw new ApiError('link_invalid')
    const { db, now } = c.var.deps
    const used = await useAccountToken(db, token, 'email_change', now())
    if (!used?.email) throw new ApiError('link_invalid')
    const siteId = c.var.site.id
    if (await isEmailTaken(db, siteId, used.email, used.userId)) throw new ApiError('email_taken')
    let changed: { id: number } | undefined
    try {
      ;[changed] = await db
        .update(users)
        .set({ email: used.email })
        .where(
          and(
            eq(users.id, used.userId),
            eq(users.siteId, siteId),
            inArray(users.status, ['active', 'not_confirmed']),
          ),
        )
        .returning({ id: users.id })
    } catch (error) {
      // Taken between the check and the update.
      if (isUniqueViolation(error)) throw new ApiError('email_taken')
      throw error
    }
    if (!changed) throw new ApiError('link_invalid')
    // The link works in any browser: it logs the member in where they are not already.
    if (c.var.session?.userId !== changed.id) await startSession(c, changed.id)
    return userResponse(c, changed.id)
  })
