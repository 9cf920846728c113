import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppEnv, SessionUser } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { moderators } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'

/** Whether the user moderates the brand `siteId` (a moderators row and an account there). */
export async function isModerator(db: Database, userId: number, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: moderators.userId })
    .from(moderators)
    .innerJoin(users, eq(users.id, moderators.userId))
    .where(and(eq(moderators.userId, userId), eq(users.siteId, siteId)))
  return row !== undefined
}

/** The session of a moderator of the request's brand, or 403 (authentication_required, forbidden). */
export async function requireModerator(c: Context<AppEnv>): Promise<SessionUser> {
  const session = requireSession(c)
  if (!(await isModerator(c.var.deps.db, session.userId, c.var.site.id))) {
    throw new ApiError('forbidden')
  }
  return session
}

/** Makes the user a moderator of its brand (the `moderators` script, the seed). */
export async function grantModerator(db: Database, userId: number): Promise<void> {
  await db.insert(moderators).values({ userId }).onConflictDoNothing()
}
