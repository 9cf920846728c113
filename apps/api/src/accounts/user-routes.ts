import { countedClientAddress, isCrossSite } from '../http/request.ts'
import { clearSessionCookie, setLocaleCookie } from '../http/cookies.ts'
import { accountTokenSchema } from '@dating/domain/account'
import { loginSchema } from '@dating/domain/credentials'
import { locales } from '@dating/domain/locales'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { beginLoginAttempt, emailKey, loginSucceeded } from './login-lockout.ts'
import { pendingDeletionError, stillReactivatable } from './pending-deletion.ts'
import { reactivateAccount } from './reactivation.ts'
import { tokenField, useLoginLink } from './tokens.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { deleteSession } from '../auth/sessions.ts'
import { startSession } from '../auth/start-session.ts'
import type { AppEnv } from '../http/context.ts'
import { users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession, today } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { recordActiveRecipient } from '../moderation/active-recipients.ts'
import { touchPresence } from '../notifications/presence.ts'
import { loadUser } from './user-view.ts'

const languageSchema = v.object({ language: v.picklist(locales) })

/** POST /api/user.php: a password login (optionally reactivating), or a one-time login link. */
const loginBodySchema = v.union([
  // Any string: a token of the wrong shape is a link that does not work (401 login_failed).
  v.object({ login_token: tokenField, binding: v.optional(tokenField) }),
  v.object({ ...loginSchema.entries, reactivate: v.optional(v.boolean()) }),
])

/**
 * A password login with the lockout of decision 011: a blocked email or client address is
 * refused before the password is looked at; every failure counts for both (a loopback address
 * is not counted), whether or not an account has the email, so the answers never tell which
 * addresses are members. Answers the member to log in.
 */
async function loginByPassword(
  c: Context<AppEnv>,
  credentials: { email: string; password: string; reactivate?: boolean },
): Promise<number> {
  const { db, now } = c.var.deps
  const attempt = {
    siteId: c.var.site.id,
    email: credentials.email,
    address: countedClientAddress(c),
  }
  const started = await beginLoginAttempt(db, attempt, now())
  if (started.blockedMinutes !== null) {
    throw new ApiError('login_blocked', { minutes: started.blockedMinutes })
  }

  const [account] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      deletionRequestedAt: users.deletionRequestedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.siteId, c.var.site.id),
        eq(users.email, emailKey(credentials.email)),
        ne(users.status, 'deleted'),
      ),
    )
    .limit(1)
  const passwordOk = await verifyPassword(account?.passwordHash ?? null, credentials.password)
  // The attempt stays counted as a failure.
  if (!account || !passwordOk) throw new ApiError('login_failed')
  await loginSucceeded(db, attempt, started.eventIds, now())
  // Only after the password: the answer must not tell strangers whether an address is suspended.
  if (account.status === 'suspended') throw new ApiError('account_suspended')

  if (account.status === 'pending_deletion') {
    // Past the 14 days the account only waits for the erasure job: it is gone.
    if (!stillReactivatable(account.deletionRequestedAt, now())) throw new ApiError('login_failed')
    if (!credentials.reactivate) throw pendingDeletionError(c, account.deletionRequestedAt)
    if (!(await reactivateAccount(db, { userId: account.id, siteId: c.var.site.id }, now())))
      throw new ApiError('login_failed')
  }
  return account.id
}

/**
 * A one-time login link (handed over by the landers app): valid for minutes, works once, and
 * only with the nonce of the browser that asked for it (`binding`, from its cookie).
 */
async function loginByToken(
  c: Context<AppEnv>,
  token: string,
  nonce: string | undefined,
): Promise<number> {
  const { db, now } = c.var.deps
  if (!v.is(accountTokenSchema, token)) throw new ApiError('login_failed')
  const used = await useLoginLink(db, token, nonce, now())
  if (used === 'other_browser') throw new ApiError('login_link_other_browser')
  if (!used) throw new ApiError('login_failed')
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, used.userId),
        eq(users.siteId, c.var.site.id),
        inArray(users.status, ['active', 'not_confirmed']),
      ),
    )
  if (!account) throw new ApiError('login_failed')
  return account.id
}

/** The member as User (SPEC §3); gone meanwhile is a session that no longer works. */
export async function currentUser(c: Context<AppEnv>, userId: number) {
  const user = await loadUser(c.var.deps.db, userId, today(c))
  if (!user) throw new ApiError('authentication_required')
  return user
}

/** `{"user": User}` of the member, as every call that logs in or changes the account answers. */
export async function userResponse(c: Context<AppEnv>, userId: number) {
  return c.json({ user: await currentUser(c, userId) })
}

export const userRoutes = new Hono<AppEnv>()
  .post('/api/user.php', async (c) => {
    const body = await readJsonBody(c, loginBodySchema)
    const userId =
      'login_token' in body
        ? await loginByToken(c, body.login_token, body.binding)
        : await loginByPassword(c, body)
    await startSession(c, userId)
    return userResponse(c, userId)
  })
  .get('/api/user.php', async (c) => {
    const { userId } = requireSession(c)
    // Every page and the refresh ask for the user: the member is here (no notification mail).
    await touchPresence(c.var.deps.db, userId, c.var.deps.now())
    await recordActiveRecipient(c.var.deps.db, c.var.site.id, userId, c.var.deps.now())
    return c.json({ user: c.var.userView ?? (await currentUser(c, userId)) })
  })
  .put('/api/user.php', async (c) => {
    const current = requireSession(c)
    const { language } = await readJsonBody(c, languageSchema)
    await c.var.deps.db.update(users).set({ language }).where(eq(users.id, current.userId))
    setLocaleCookie(c, language)
    return userResponse(c, current.userId)
  })
  .get('/api/logout.php', async (c) => {
    // A GET is sent with the Lax cookie by any site's link: only this site may log out.
    if (isCrossSite(c)) throw new ApiError('bad_origin')
    const current = c.var.session
    if (current) await deleteSession(c.var.deps.db, current.tokenHash)
    clearSessionCookie(c)
    return c.json({ ok: true })
  })
