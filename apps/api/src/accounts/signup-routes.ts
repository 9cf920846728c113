import { bestFirst } from '../search/best-first.ts'
import { trackingCookieValue } from '../http/request.ts'
import { abuseCaps } from '@dating/domain/account'
import { swipeGendersFor } from '@dating/domain/likes'
import { canSignUp } from '@dating/domain/signup'
import { desc, eq, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { activateAccount, sendActivationMail, takeActivationMail } from './activation.ts'
import {
  checkSignupForm,
  createAccount,
  isEmailTaken,
  signupBodySchema,
  signupTarget,
  signupTimeZone,
  signupTracking,
} from './signup.ts'
import { emailKey } from './login-lockout.ts'
import { issueAccountToken, useAccountToken } from './tokens.ts'
import { startSession } from '../auth/start-session.ts'
import type { AppEnv } from '../http/context.ts'
import { profiles, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession, today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { readJsonBody } from '../http/input.ts'
import { likeCandidates, memberProfile } from '../likes/candidates.ts'
import { notifyFromRequest } from '../notifications/request.ts'
import { selectSummaries, summaryView } from '../profiles/summaries.ts'
import { currentUser, userResponse } from './user-routes.ts'
import { termsVersionDate } from '../brand/catalogue-routes.ts'
import { takeCappedForAddress } from '../http/abuse-caps.ts'

/** How many profiles /signup-matches offers to like right after joining. */
export const signupMatchesLimit = 12

const activateSchema = v.object({ token: v.pipe(v.string(), v.maxLength(100)) })
/** SHA-256 (base64url) of the nonce in the asking browser's cookie (decision 032b). */
const loginLinkBodySchema = v.object({
  binding: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
})

/**
 * Activation mail of a signup or a resend; a failed delivery does not undo the signup: the
 * member is logged in and can ask for the mail again.
 */
async function mailActivation(c: Context<AppEnv>, userId: number): Promise<void> {
  try {
    await sendActivationMail(c, userId)
  } catch (error) {
    console.error(`Activation mail to member ${userId} failed:`, error)
  }
}

/** Signup, activation and what a new member does first (docs/api.md, Accounts). */
export const signupRoutes = new Hono<AppEnv>()
  .post('/api/signup.php', async (c) => {
    const body = await readJsonBody(c, signupBodySchema)
    const { db, now } = c.var.deps
    const site = c.var.site
    const tracking = signupTracking(body.tracking, trackingCookieValue(c))
    if (!canSignUp({ signups: site.signups, tracking })) throw new ApiError('signups_closed')
    const form = checkSignupForm(body, { now: now(), timeZone: signupTimeZone(body.time_zone) })
    await takeCappedForAddress(c, 'signup_address', abuseCaps.signupsPerAddressPerHour, 'hour')
    // Before the slow password hash; createAccount still catches a signup racing this one.
    if (await isEmailTaken(db, site.id, form.email)) throw new ApiError('email_taken')
    const targetProfileId = await signupTarget(db, site.id, body.target_profile_id)
    const { userId, profileId, firstMessage } = await createAccount(db, {
      site,
      form,
      language: c.var.locale,
      tracking,
      // A target that is gone or hidden meanwhile is dropped: the signup itself still counts.
      targetProfileId,
      likeTarget: body.like_target === true,
      termsVersion: termsVersionDate(site.companyAdded),
      now: now(),
    })
    await startSession(c, userId)
    if (targetProfileId !== null && firstMessage !== null) {
      // The first message of /members/{id}/signup is a message like any other.
      await notifyFromRequest(c, targetProfileId, {
        kind: 'message',
        from: profileId,
        conversationId: firstMessage.conversationId,
        messageId: firstMessage.messageId,
        text: form.signup_message,
      })
    }
    const email = emailKey(form.email)
    if (await takeActivationMail(db, { siteId: site.id, userId, email }, now())) {
      await mailActivation(c, userId)
    }
    return c.json({ user: await currentUser(c, userId), activation_pending: true as const }, 201)
  })
  .post('/api/activate.php', async (c) => {
    const { token } = await readJsonBody(c, activateSchema)
    const { db, now } = c.var.deps
    const used = await useAccountToken(db, token, 'activation', now())
    if (!used || !(await activateAccount(db, used.userId, c.var.site.id, now()))) {
      throw new ApiError('activation_failed')
    }
    await startSession(c, used.userId)
    return userResponse(c, used.userId)
  })
  .post('/api/activation-mail.php', async (c) => {
    const { userId } = requireSession(c)
    const { db, now } = c.var.deps
    const [member] = await db
      .select({ status: users.status, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
    if (member?.status !== 'not_confirmed' || !member.email) {
      throw new ApiError('already_activated')
    }
    const allowed = await takeActivationMail(
      db,
      { siteId: c.var.site.id, userId, email: member.email },
      now(),
    )
    if (!allowed) throw new ApiError('activation_limit')
    await sendActivationMail(c, userId)
    return c.json({ ok: true as const })
  })
  .post('/api/login-link.php', async (c) => {
    const { userId } = requireSession(c)
    // The hash of a nonce the browser that asked keeps in a cookie on the site (decision 032b).
    const { binding } = await readJsonBody(c, loginLinkBodySchema)
    const { token, expiresAt } = await issueAccountToken(c.var.deps.db, {
      userId,
      kind: 'login_link',
      now: c.var.deps.now(),
      browserBinding: binding,
    })
    return c.json({ token, expires_at: expiresAt.toISOString() })
  })
  .get('/api/signup-matches.php', async (c) => {
    const me = requireSession(c).profileId
    const { db } = c.var.deps
    const member = await memberProfile(db, me)
    const rows = await selectSummaries(db)
      .where(likeCandidates(me, c.var.site.id, swipeGendersFor(member)))
      // The member's own country first (SPEC: matching sexuality and country), then the best
      // first: a photo and an about text, the nearest, the recently active, the newest
      // (decisions 063 and 081).
      .orderBy(
        desc(sql`${profiles.country} = ${member.country}`),
        ...bestFirst(viewerOf(c).position),
      )
      .limit(signupMatchesLimit)
    const viewer = viewerOf(c)
    const day = today(c)
    return c.json({ profiles: rows.map((row) => summaryView(row, viewer, day)) })
  })
