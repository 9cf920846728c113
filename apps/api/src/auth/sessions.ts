import { createHash, randomBytes } from 'node:crypto'
import { cookies } from '@dating/domain/constants'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { SessionUser } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { preparedOn } from '../db/prepared.ts'
import { cachedRead } from '../db/read-cache.ts'
import { profiles, sessions, users } from '../db/schema.ts'

const sessionMaxAgeSeconds = cookies.sessionMaxAgeDays * 24 * 60 * 60

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Database,
  userId: number,
  userAgent: string | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionMaxAgeSeconds * 1000),
  })
  return token
}

/** The session's columns, for a query that brings more along (accounts/session-user.ts). */
export const sessionColumns = {
  expiresAt: sessions.expiresAt,
  userId: users.id,
  profileId: profiles.id,
  language: users.language,
  paidUser: users.paid,
}

/** A live session on this brand of an account that may use it (not pending deletion, not erased). */
export const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql.placeholder('now')),
  eq(users.siteId, sql.placeholder('siteId')),
  inArray(users.status, ['active', 'not_confirmed']),
)

const sessionQuery = preparedOn((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(liveSession)
    .limit(1)
    .prepare('session_by_token'),
)

export type SessionKey = { token: string; siteId: number; now: Date }

/**
 * The member of a live session on this brand, or null. Accounts pending deletion (or erased)
 * have no sessions: the deletion ends them all, and this refuses any that would remain.
 */
export async function findSession(
  db: Database,
  token: string,
  siteId: number,
  now: Date,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token)
  // On PGlite the row is reused until the next write (decision 039); expiry is checked here.
  const row = await cachedRead(db, `session ${siteId} ${tokenHash}`, async () => {
    const [found] = await sessionQuery(db).execute({ tokenHash, siteId, now })
    return found ?? null
  })
  if (!row || !(row.expiresAt > now)) return null
  const { userId, profileId, language, paidUser } = row
  return { tokenHash, userId, profileId, language, paidUser }
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

/**
 * Whether a session is still live, read from the database and never from the read cache: a
 * live stream re-checks its session when the database says one of its member's ended, and the
 * notice that empties the cache may come after that one.
 */
export async function sessionIsLive(
  db: Database,
  tokenHash: string,
  siteId: number,
  now: Date,
): Promise<boolean> {
  const [found] = await sessionQuery(db).execute({ tokenHash, siteId, now })
  return found !== undefined && found.expiresAt > now
}
