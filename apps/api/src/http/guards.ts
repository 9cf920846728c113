import type { Context } from 'hono'
import type { AppEnv, SessionUser } from './context.ts'
import { ApiError } from './errors.ts'

/** The member of the request, or 403 authentication_required. */
export function requireSession(c: Context<AppEnv>): SessionUser {
  const current = c.var.session
  if (!current) throw new ApiError('authentication_required')
  return current
}

/** Today (UTC) as an ISO day, the reference for ages. */
export function today(c: Context<AppEnv>): string {
  return c.var.deps.now().toISOString().slice(0, 10)
}
