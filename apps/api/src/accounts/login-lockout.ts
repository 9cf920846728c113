import { loginLockout, type RateEventKind } from '@dating/domain/account'
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateEvents } from '../db/schema.ts'
import { clearRateEvents, ofRateKey, type RateKey } from '../http/rate-events.ts'

/**
 * Login lockout (SPEC §4, docs/decisions/032c-login-lockout-by-address-and-email.md):
 * - `perAddressAndEmail` failures of one email from one client address within `windowMinutes`
 *   block that pair for `blockMinutes`;
 * - `perAddress` failures from one client address block the address the same way;
 * - failures of one email from any address above `emailBackoffAfter` within a day make an
 *   address the member never logged in from wait, a minute at first, doubling up to an hour.
 * A stranger guessing from elsewhere therefore blocks only themself; the member's own
 * addresses keep working. Attempts while blocked are refused before the password is checked
 * and are not counted. The email keys are counted whether or not an account has the address,
 * so the answers are the same for every address.
 *
 * An attempt is counted as a failure before its password is checked, inside one transaction
 * with the check (advisory locks on its keys), and taken back when the password was right:
 * so a burst of parallel guesses cannot all pass the check before the first failure lands.
 */
export type LoginAttempt = {
  siteId: number
  /** As typed, any case; counted trimmed and lower-cased. */
  email: string
  /**
   * The client address (http/request.ts); null when it says nothing about the visitor
   * (our own machine): then it is not counted on its own, and the pair is the email's `local` one.
   */
  address: string | null
}

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs

/** An address as accounts store it and rate keys count it: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** The key of an email together with an address (`local` for this machine). */
export function pairKey(email: string, address: string | null): string {
  return `${emailKey(email)} ${address ?? 'local'}`
}

type Block = { kind: RateEventKind; key: string; limit: number }

function blocksOf(attempt: LoginAttempt): Block[] {
  const blocks: Block[] = [
    {
      kind: 'login_failure_pair',
      key: pairKey(attempt.email, attempt.address),
      limit: loginLockout.perAddressAndEmail,
    },
  ]
  if (attempt.address !== null) {
    blocks.push({
      kind: 'login_failure_address',
      key: attempt.address,
      limit: loginLockout.perAddress,
    })
  }
  return blocks
}

export type LoginAttemptStart =
  | { blockedMinutes: number }
  /** Counted as a failure already; `loginSucceeded` takes it back. */
  | { blockedMinutes: null; eventIds: number[] }

/**
 * Starts a login attempt: when the pair, the address or (for an unknown address) the email is
 * blocked, the whole minutes (rounded up, at least 1) until it may try again; else the attempt
 * is counted as a failure of each key until `loginSucceeded` says otherwise.
 */
export async function beginLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<LoginAttemptStart> {
  return db.transaction(async (tx) => {
    const blocks = blocksOf(attempt)
    const email = { kind: 'login_failure_account' as const, key: emailKey(attempt.email) }
    // Always in this order (email, pair, address), so two attempts never wait on each other.
    for (const { kind, key } of [email, ...blocks]) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${attempt.siteId}:${kind}:${key}`}))`,
      )
    }
    let until = 0
    for (const block of blocks) {
      const blockedUntil = await blockEnd(tx, { siteId: attempt.siteId, ...block }, now)
      if (blockedUntil !== null) until = Math.max(until, blockedUntil)
    }
    if (!(await isKnownAddress(tx, attempt, now))) {
      const backoffUntil = await emailBackoffEnd(tx, { siteId: attempt.siteId, ...email }, now)
      if (backoffUntil !== null) until = Math.max(until, backoffUntil)
    }
    if (until > now.getTime()) {
      return { blockedMinutes: Math.max(1, Math.ceil((until - now.getTime()) / minuteMs)) }
    }
    const rows = await tx
      .insert(rateEvents)
      .values(
        [email, ...blocks].map(({ kind, key }) => ({
          siteId: attempt.siteId,
          kind,
          key,
          createdAt: now,
        })),
      )
      .returning({ id: rateEvents.id })
    return { blockedMinutes: null, eventIds: rows.map((row) => row.id) }
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

/** The wait after the newest failure for `failures` failures of an email within the day. */
export function emailBackoffMs(failures: number): number {
  const over = failures - loginLockout.emailBackoffAfter
  if (over < 0) return 0
  const minutes = Math.min(
    loginLockout.emailBackoffFirstMinutes * 2 ** over,
    loginLockout.emailBackoffMaxMinutes,
  )
  return minutes * minuteMs
}

/** When the email's backoff ends (ms), or null when it has none. */
async function emailBackoffEnd(db: Database, key: RateKey, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - loginLockout.emailBackoffWindowHours * hourMs)
  const rows = await db
    .select({ at: rateEvents.createdAt })
    .from(rateEvents)
    .where(and(ofRateKey(key), gt(rateEvents.createdAt, since)))
    .orderBy(desc(rateEvents.createdAt))
  const newest = rows[0]
  const wait = emailBackoffMs(rows.length)
  if (!newest || wait === 0) return null
  return new Date(newest.at).getTime() + wait
}

/** Whether the member logged in (or reset the password) from this address lately. */
async function isKnownAddress(db: Database, attempt: LoginAttempt, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: rateEvents.id })
    .from(rateEvents)
    .where(
      and(
        ofRateKey({
          siteId: attempt.siteId,
          kind: 'login_known_address',
          key: pairKey(attempt.email, attempt.address),
        }),
        gt(rateEvents.createdAt, new Date(now.getTime() - loginLockout.knownAddressDays * dayMs)),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * The password was right: the attempt is no failure, the pair's failures are forgotten, and the
 * address becomes one the member is known to use. The email's count from other addresses
 * stays (a stranger's guesses go on counting); a password reset clears it.
 */
export async function loginSucceeded(
  db: Database,
  attempt: LoginAttempt,
  eventIds: readonly number[],
  now: Date,
): Promise<void> {
  if (eventIds.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, [...eventIds]))
  await clearRateEvents(db, {
    siteId: attempt.siteId,
    kind: 'login_failure_pair',
    key: pairKey(attempt.email, attempt.address),
  })
  await rememberAddress(db, attempt, now)
}

/** Notes that the member used this address (a login, or a password reset from the mailbox). */
export async function rememberAddress(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<void> {
  const key = {
    siteId: attempt.siteId,
    kind: 'login_known_address' as const,
    key: pairKey(attempt.email, attempt.address),
  }
  await db.transaction(async (tx) => {
    await clearRateEvents(tx, key)
    await tx.insert(rateEvents).values({ ...key, createdAt: now })
  })
}

/** Forgets the failures of an email from every address: its password was reset. */
export async function clearLoginFailures(
  db: Database,
  siteId: number,
  email: string,
): Promise<void> {
  const key = emailKey(email)
  await clearRateEvents(db, { siteId, kind: 'login_failure_account', key })
  await db
    .delete(rateEvents)
    .where(
      and(
        eq(rateEvents.siteId, siteId),
        eq(rateEvents.kind, 'login_failure_pair'),
        sql`left(${rateEvents.key}, ${key.length + 1}) = ${`${key} `}`,
      ),
    )
}
