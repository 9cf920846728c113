import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../http/context.ts'
import { isSecureRequest } from '../http/guards.ts'
import {
  createSession,
  deleteSession,
  hashToken,
  sessionCookie,
  sessionCookieName,
} from './sessions.ts'

/**
 * Logs the member in on this response: the request's previous session (if any) ends, a new one
 * starts and its `sid` cookie is set. Login, signup, activation, reset, email change and
 * reactivation all start sessions through here. Returns the new session's token hash.
 */
export async function startSession(c: Context<AppEnv>, userId: number): Promise<string> {
  const { db, now } = c.var.deps
  const previous = getCookie(c, sessionCookieName)
  if (previous) await deleteSession(db, hashToken(previous))
  const token = await createSession(db, userId, c.req.header('user-agent') ?? null, now())
  c.header('Set-Cookie', sessionCookie(token, { secure: isSecureRequest(c) }), { append: true })
  return hashToken(token)
}
