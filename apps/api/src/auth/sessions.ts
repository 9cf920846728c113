import { stringifySetCookie } from 'cookie'
import { createHash, randomBytes } from 'node:crypto'
import { cookies } from '@dating/domain/constants'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { SessionUser } from '../context.ts'
import type { Database } from '../db/client.ts'
import { profiles, sessions, users } from '../db/schema.ts'

export const sessionCookieName = cookies.sessionName
export const sessionMaxAgeSeconds = cookies.sessionMaxAgeDays * 24 * 60 * 60

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
  const [row] = await db
    .select({
      userId: users.id,
      profileId: profiles.id,
      language: users.language,
      paidUser: sql<boolean>`exists (select 1 from credit_ledger as cl where cl.user_id = "users"."id" and cl.reason = 'purchase')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        eq(users.siteId, siteId),
        inArray(users.status, ['active', 'not_confirmed']),
      ),
    )
    .limit(1)
  if (!row || row.userId === null) return null
  return { tokenHash, ...row }
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

type CookieOptions = { secure: boolean }

export function sessionCookie(token: string, { secure }: CookieOptions): string {
  return serializeCookie(sessionCookieName, token, sessionMaxAgeSeconds, secure)
}

export function clearedSessionCookie({ secure }: CookieOptions): string {
  return serializeCookie(sessionCookieName, '', 0, secure)
}

function serializeCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return stringifySetCookie(name, value, {
    maxAge,
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
  })
}
