import { loginLockout, type RateEventKind } from '@dating/domain/account'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateEvents } from '../db/schema.ts'
import { clearRateEvents, ofRateKey, type RateKey } from './rate-events.ts'

/**
 * Login lockout (SPEC §4, docs/decisions/011-accounts.md): `perAccount` failed logins for one
 * email address, or `perAddress` from one client address, within `windowMinutes` block that
 * email (or address) for `blockMinutes` from the failure that reached the limit. Attempts
 * while blocked are refused before the password is checked and are not counted, so the block
 * ends on time. The email key is counted whether or not an account has the address, so the
 * answers are the same for every address.
 *
 * An attempt is counted as a failure before its password is checked, inside one transaction
 * with the check (advisory locks on both keys), and taken back when the password was right:
 * so a burst of parallel guesses cannot all pass the check before the first failure lands.
 */
export type LoginAttempt = {
  siteId: number
  /** As typed, any case; counted trimmed and lower-cased. */
  email: string
  /**
   * The client address (http/client-address.ts); null when it says nothing about the visitor
   * (our own machine), and then only the email is counted.
   */
  address: string | null
}

const minuteMs = 60_000

type Limit = { kind: RateEventKind; key: string; limit: number }

function limitsOf(attempt: LoginAttempt): Limit[] {
  const limits: Limit[] = [
    {
      kind: 'login_failure_account',
      key: emailKey(attempt.email),
      limit: loginLockout.perAccount,
    },
  ]
  if (attempt.address !== null) {
    limits.push({
      kind: 'login_failure_address',
      key: attempt.address,
      limit: loginLockout.perAddress,
    })
  }
  return limits
}

/** An address as accounts store it and rate keys count it: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

export type LoginAttemptStart =
  | { blockedMinutes: number }
  /** Counted as a failure already; `loginSucceeded` takes it back. */
  | { blockedMinutes: null; addressEventId: number | null }

/**
 * Starts a login attempt: when the email or the address is blocked, the whole minutes (rounded
 * up, at least 1) until it may try again; else the attempt is counted as a failure for both
 * keys until `loginSucceeded` says otherwise.
 */
export async function beginLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<LoginAttemptStart> {
  return db.transaction(async (tx) => {
    const limits = limitsOf(attempt)
    // Always in this order (email, then address), so two attempts never wait on each other.
    for (const { kind, key } of limits) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${attempt.siteId}:${kind}:${key}`}))`,
      )
    }
    let until = 0
    for (const limit of limits) {
      const blockedUntil = await blockEnd(tx, { siteId: attempt.siteId, ...limit }, now)
      if (blockedUntil !== null) until = Math.max(until, blockedUntil)
    }
    if (until > now.getTime()) {
      return { blockedMinutes: Math.max(1, Math.ceil((until - now.getTime()) / minuteMs)) }
    }
    const rows = await tx
      .insert(rateEvents)
      .values(
        limits.map(({ kind, key }) => ({ siteId: attempt.siteId, kind, key, createdAt: now })),
      )
      .returning({ id: rateEvents.id, kind: rateEvents.kind })
    const addressEvent = rows.find((row) => row.kind === 'login_failure_address')
    return { blockedMinutes: null, addressEventId: addressEvent?.id ?? null }
  })
}

/**
 * When the latest block of a key ends (ms), or null: the newest failure that had `limit`
 * failures (itself included) within the window blocks for blockMinutes after it. Only
 * failures young enough to matter are read (window plus block).
 */
async function blockEnd(
  db: Database,
  { limit, ...key }: RateKey & { limit: number },
  now: Date,
): Promise<number | null> {
  const windowMs = loginLockout.windowMinutes * minuteMs
  const blockMs = loginLockout.blockMinutes * minuteMs
  const rows = await db
    .select({ at: rateEvents.createdAt })
    .from(rateEvents)
    .where(
      and(ofRateKey(key), gt(rateEvents.createdAt, new Date(now.getTime() - windowMs - blockMs))),
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

/**
 * The password was right: the attempt is no failure, and the email's earlier failures are
 * forgotten too (the address's stay: one success says nothing about others behind it).
 */
export async function loginSucceeded(
  db: Database,
  attempt: LoginAttempt,
  addressEventId: number | null,
): Promise<void> {
  if (addressEventId !== null) await db.delete(rateEvents).where(eq(rateEvents.id, addressEventId))
  await clearLoginFailures(db, attempt.siteId, attempt.email)
}

/** Forgets the failures of an email (a login or a password reset succeeded). */
export async function clearLoginFailures(
  db: Database,
  siteId: number,
  email: string,
): Promise<void> {
  await clearRateEvents(db, { siteId, kind: 'login_failure_account', key: emailKey(email) })
}
