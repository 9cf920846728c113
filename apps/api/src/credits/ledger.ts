import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { creditLedger, users } from '../db/schema.ts'

/** A transaction or the database itself: every function here runs inside the caller's. */
export type Executor = Pick<Database, 'select' | 'insert' | 'execute'>

export type CreditReason = (typeof creditLedger.$inferInsert)['reason']

export type LedgerEntry = {
  userId: number
  delta: number
  reason: CreditReason
  /** Unique per reason: the payment id, `message:<client id>` ...; a retry finds it taken. */
  reference: string
  createdAt: Date
}

export class InsufficientCreditsError extends Error {
  constructor(
    readonly balance: number,
    readonly cost: number,
  ) {
    super(`A charge of ${cost} credits exceeds the balance of ${balance}`)
  }
}

/**
 * Takes the member's row lock for the rest of the transaction. Every write to one member's
 * ledger takes it first, so two parallel charges cannot both spend the same credits.
 */
export async function lockMemberCredits(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`)
}

/** The member's balance: the sum of their ledger. */
export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
  return Number(row?.balance ?? 0)
}

/** Whether an entry of this reason and reference exists (the request was handled before). */
export async function hasLedgerEntry(
  db: Executor,
  reason: CreditReason,
  reference: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, reason), eq(creditLedger.reference, reference)))
    .limit(1)
  return row !== undefined
}

/**
 * Appends one entry, or nothing when its reason and reference are already booked (a replayed
 * webhook, a retried send). Returns whether it was booked now. Call it under
 * `lockMemberCredits` in the transaction that writes what the entry pays for.
 */
export async function appendLedgerEntry(tx: Executor, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
    .returning({ id: creditLedger.id })
  return inserted.length > 0
}

/**
 * Spends `cost` credits (a positive number) under the member's lock: refuses with
 * InsufficientCreditsError when the balance is lower, books nothing twice for one reference.
 * Returns the balance after the charge.
 */
export async function spendCredits(
  tx: Executor,
  charge: Omit<LedgerEntry, 'delta'> & { cost: number },
): Promise<number> {
  await lockMemberCredits(tx, charge.userId)
  const balance = await balanceOf(tx, charge.userId)
  if (charge.cost === 0) return balance
  if (await hasLedgerEntry(tx, charge.reason, charge.reference)) return balance
  return spendLockedCredits(tx, { ...charge, balance })
}

/**
 * spendCredits for a caller that took `lockMemberCredits` (or locked the member's `users` row
 * itself) and read `balance` under that lock, and that knows the reference is new (it found
 * nothing stored for it in the same transaction). Returns the balance after the charge.
 */
export async function spendLockedCredits(
  tx: Executor,
  charge: Omit<LedgerEntry, 'delta'> & { cost: number; balance: number },
): Promise<number> {
  const { cost, balance, ...entry } = charge
  if (cost === 0) return balance
  if (balance < cost) throw new InsufficientCreditsError(balance, cost)
  // The price is booked with what it pays for, never skipped for a reference taken before.
  if (!(await appendLedgerEntry(tx, { ...entry, delta: -cost }))) {
    throw new Error(`The charge ${entry.reason} ${entry.reference} was booked before`)
  }
  return balance - cost
}
