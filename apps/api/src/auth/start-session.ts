import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { setSessionCookie } from '../http/cookies.ts'
import { sessionToken, userAgent } from '../http/request.ts'
import { createSession, deleteSession, hashToken } from './sessions.ts'

/**
 * Logs the member in on this response: the request's previous session (if any) ends, a new one
 * starts and its `sid` cookie is set. Login, signup, activation, reset, email change and
 * reactivation all start sessions through here. Returns the new session's token hash.
 */
export async function startSession(c: Context<AppEnv>, userId: number): Promise<string> {
  const { db, now } = c.var.deps
  const previous = sessionToken(c)
  if (previous) await deleteSession(db, hashToken(previous))
  const token = await createSession(db, userId, userAgent(c), now())
  setSessionCookie(c, token)
  return hashToken(token)
}
