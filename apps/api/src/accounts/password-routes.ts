import { Hono } from 'hono'
import * as v from 'valibot'
import { chosenPassword, newPasswordEntries, replacePassword } from '../auth/passwords.ts'
import type { AppEnv } from '../http/context.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { requireCurrentPassword } from './current-password.ts'

const changeSchema = v.object({
  old_password: v.pipe(v.string(), v.maxLength(1000)),
  ...newPasswordEntries,
})

/**
 * A password change in the settings: the old password must be right; every other session of
 * the member ends (someone who knew the old password is logged out), this one stays.
 */
export const passwordRoutes = new Hono<AppEnv>().put('/api/password.php', async (c) => {
  const current = requireSession(c)
  const input = await readJsonBody(c, changeSchema)
  const password = chosenPassword(input)
  const { db } = c.var.deps
  await requireCurrentPassword(c, current.userId, input.old_password)
  await replacePassword(db, current.userId, password, current.tokenHash)
  return c.json({ ok: true as const })
})
