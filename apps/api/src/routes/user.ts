import { loginSchema } from '@dating/domain/credentials'
import { locales } from '@dating/domain/locales'
import { localeCookie } from '@dating/i18n/negotiate'
import { and, eq, ne } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { verifyPassword } from '../auth/passwords.ts'
import { clearedSessionCookie, deleteSession } from '../auth/sessions.ts'
import { startSession } from '../auth/start-session.ts'
import type { AppEnv } from '../context.ts'
import { users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { isSecureRequest, requireSession, today } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { loadUser } from '../views/user.ts'

const languageSchema = v.object({ language: v.picklist(locales) })

async function userResponse(c: Context<AppEnv>, userId: number) {
  const user = await loadUser(c.var.deps.db, userId, today(c))
  if (!user) throw new ApiError('authentication_required')
  return c.json({ user })
}

export const userRoutes = new Hono<AppEnv>()
  .post('/api/user.php', async (c) => {
    const credentials = await readJsonBody(c, loginSchema)
    const { db } = c.var.deps
    const [account] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(
          eq(users.siteId, c.var.site.id),
          eq(users.email, credentials.email.toLowerCase()),
          ne(users.status, 'deleted'),
        ),
      )
      .limit(1)
    const passwordOk = await verifyPassword(account?.passwordHash ?? null, credentials.password)
    if (!account || !passwordOk) throw new ApiError('login_failed')

    await startSession(c, account.id)
    return userResponse(c, account.id)
  })
  .get('/api/user.php', (c) => userResponse(c, requireSession(c).userId))
  .put('/api/user.php', async (c) => {
    const current = requireSession(c)
    const { language } = await readJsonBody(c, languageSchema)
    await c.var.deps.db.update(users).set({ language }).where(eq(users.id, current.userId))
    c.header('Set-Cookie', localeCookie(language, { secure: isSecureRequest(c) }), {
      append: true,
    })
    return userResponse(c, current.userId)
  })
  .get('/api/logout.php', async (c) => {
    const current = c.var.session
    if (current) await deleteSession(c.var.deps.db, current.tokenHash)
    c.header('Set-Cookie', clearedSessionCookie({ secure: isSecureRequest(c) }), { append: true })
    return c.json({ ok: true })
  })
