import { loginLockout, type RateEventKind } from '@dating/domain/account'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateEvents } from '../db/schema.ts'
import { clearRateEvents, type RateKey, recordRateEvent } from './rate-events.ts'

/**
 * Login lockout (SPEC §4, docs/decisions/011-accounts.md): `perAccount` failed logins for one
 * email address, or `perAddress` from one client address, within `windowMinutes` block that
 * email (or address) for `blockMinutes` from the failure that reached the limit. Attempts
 * while blocked are refused before the password is checked and are not counted, so the block
 * ends on time. The email key is counted whether or not an account has the address, so the
 * answers are the same for every address.
 */
export type LoginAttempt = {
  siteId: number
  /** As typed, any case; counted trimmed and lower-cased. */
  email: string
  /** The client address (http/client-address.ts). */
  address: string
}

const minuteMs = 60_000

type Limit = { kind: RateEventKind; key: string; limit: number }

function limitsOf(attempt: LoginAttempt): Limit[] {
  return [
    {
      kind: 'login_failure_account',
      key: emailKey(attempt.email),
      limit: loginLockout.perAccount,
    },
    { kind: 'login_failure_address', key: attempt.address, limit: loginLockout.perAddress },
  ]
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Whole minutes (rounded up, at least 1) until the attempt may be tried again, or null when it
 * is not blocked.
 */
export async function loginBlockedMinutes(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<number | null> {
  let until = 0
  for (const limit of limitsOf(attempt)) {
    const blockedUntil = await blockEnd(db, { siteId: attempt.siteId, ...limit }, now)
    if (blockedUntil !== null) until = Math.max(until, blockedUntil)
  }
  if (until <= now.getTime()) return null
  return Math.max(1, Math.ceil((until - now.getTime()) / minuteMs))
}

/**
 * When the latest block of a key ends (ms), or null: the newest failure that had `limit`
 * failures (itself included) within the window blocks for blockMinutes after it. Only
 * failures young enough to matter are read (window plus block).
 */
async function blockEnd(
  db: Database,
  { siteId, kind, key, limit }: RateKey & { limit: number },
  now: Date,
): Promise<number | null> {
  const windowMs = loginLockout.windowMinutes * minuteMs
  const blockMs = loginLockout.blockMinutes * minuteMs
  const rows = await db
    .select({ at: rateEvents.createdAt })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.siteId, siteId),
        eq(rateEvents.kind, kind),
        eq(rateEvents.key, key),
        gt(rateEvents.createdAt, new Date(now.getTime() - windowMs - blockMs)),
      ),
    )
    .orderBy(asc(rateEvents.createdAt))
  const times = rows.map((row) => new Date(row.at).getTime())
  for (let last = times.length - 1; last >= limit - 1; last -= 1) {
    const end = times[last] as number
    const first = times[last - limit + 1] as number
    if (end - first <= windowMs) return end + blockMs
  }
  return null
}

/** A failed login: counted for the email and for the client address. */
export async function recordLoginFailure(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<void> {
  for (const { kind, key } of limitsOf(attempt)) {
    await recordRateEvent(db, { siteId: attempt.siteId, kind, key }, now)
  }
}

/** A successful login (or password reset) forgets the email's failures; the address's stay. */
export async function clearLoginFailures(
  db: Database,
  siteId: number,
  email: string,
): Promise<void> {
  await clearRateEvents(db, { siteId, kind: 'login_failure_account', key: emailKey(email) })
}
