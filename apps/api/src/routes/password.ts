import { passwordSchema } from '@dating/domain/account'
import { and, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { hashPassword, requireCurrentPassword } from '../auth/passwords.ts'
import type { AppEnv } from '../context.ts'
import { sessions, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody, validate } from '../http/input.ts'

const changeSchema = v.object({
  old_password: v.pipe(v.string(), v.maxLength(1000)),
  password: v.pipe(v.string(), v.maxLength(1000)),
  password_repeat: v.pipe(v.string(), v.maxLength(1000)),
})

/**
 * A password change in the settings: the old password must be right; every other session of
 * the member ends (someone who knew the old password is logged out), this one stays.
 */
export const passwordRoutes = new Hono<AppEnv>().put('/api/password.php', async (c) => {
  const current = requireSession(c)
  const input = await readJsonBody(c, changeSchema)
  if (input.password !== input.password_repeat) throw new ApiError('passwords_differ')
  const password = validate(passwordSchema, input.password, 'password')
  const { db } = c.var.deps
  await requireCurrentPassword(db, current.userId, input.old_password)
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, current.userId))
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, current.userId), ne(sessions.tokenHash, current.tokenHash)))
  })
  return c.json({ ok: true as const })
})
