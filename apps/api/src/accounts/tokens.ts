import { createHash, randomBytes } from 'node:crypto'
import { type AccountTokenKind, accountTokenLifetimeSeconds } from '@dating/domain/account'
import { and, eq, gt, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { accountTokens } from '../db/schema.ts'

/**
 * A token as a request field: any string, since a token of the wrong shape (accountTokenSchema)
 * is a link that does not work, not a bad request.
 */
export const tokenField = v.pipe(v.string(), v.maxLength(200))

export type IssuedToken = { token: string; expiresAt: Date }

/**
 * A new single-use token of `kind` for the member; earlier unused tokens of the same kind stop
 * working, so only the newest mailed link does. Only the token's hash is stored.
 */
export async function issueAccountToken(
  db: Database,
  options: {
    userId: number
    kind: AccountTokenKind
    now: Date
    email?: string
    /** A login link's browser binding (see useLoginLink). */
    browserBinding?: string
  },
): Promise<IssuedToken> {
  const { userId, kind, now } = options
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + accountTokenLifetimeSeconds[kind] * 1000)
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
      ),
    )
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    kind,
    email: options.email ?? null,
    browserBinding: options.browserBinding ?? null,
    expiresAt,
    createdAt: now,
  })
  return { token, expiresAt }
}

/** The token of the kind, not used and not expired at `now`. */
function live(token: string, kind: AccountTokenKind, now: Date) {
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.kind, kind),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  )
}

export type UsedToken = { userId: number; email: string | null }

/**
 * Uses a token once: marks it used and returns whose it is, or null when it is unknown, of
 * another kind, expired or used already. The check and the mark are one statement, so two
 * concurrent uses cannot both succeed.
 */
export async function useAccountToken(
  db: Database,
  token: string,
  kind: AccountTokenKind,
  now: Date,
): Promise<UsedToken | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(live(token, kind, now))
    .returning({ userId: accountTokens.userId, email: accountTokens.email })
  return row ?? null
}

/** Whether a token would still work, without using it (a page that asks before it acts). */
export async function isAccountTokenLive(
  db: Database,
  token: string,
  kind: AccountTokenKind,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(live(token, kind, now))
    .limit(1)
  return row !== undefined
}

/** SHA-256 (base64url) of the nonce a browser keeps for a login link it asked for. */
export function bindingOf(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url')
}

export type UsedLoginLink = { userId: number } | 'other_browser' | null

/**
 * Uses a login link once, only in the browser that asked for it
 * (docs/decisions/032b-login-link-binding.md): the nonce the browser sent must hash to the
 * binding stored with the token. A live token presented with another nonce (or none) is
 * 'other_browser' and stays unused, so the browser that asked can still use it.
 */
export async function useLoginLink(
  db: Database,
  token: string,
  nonce: string | undefined,
  now: Date,
): Promise<UsedLoginLink> {
  if (nonce !== undefined) {
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(live(token, 'login_link', now), eq(accountTokens.browserBinding, bindingOf(nonce))),
      )
      .returning({ userId: accountTokens.userId })
    if (row) return row
  }
  return (await isAccountTokenLive(db, token, 'login_link', now)) ? 'other_browser' : null
}
