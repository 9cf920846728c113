/**
 * How much a member may buy by direct debit now (SPEC §8's limit; decisions 034 and 047).
 * The SMS code proves the phone, not the bank account: until the member's first direct debit,
 * and the IBAN's first, is 14 days old (a stranger whose account was debited returns it sooner,
 * and support blocks the member), their direct debits together stay within the first-order
 * limit. Beyond that, €150 within 30 days. Paid direct debits count; withdrawn ones do not.
 */
import { directDebitRules } from '@dating/domain/direct-debit'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../../credits/ledger.ts'
import { payments } from '../../db/schema.ts'
import { directDebitMandates } from './schema.ts'

const dayMs = 24 * 60 * 60 * 1000

type Debits = { total: number; recent: number; established: boolean }

/** Sums of paid direct debits, `recent` within `limitDays`, of one member or one IBAN. */
async function debitsOf(
  tx: Executor,
  owner: { userId: number } | { iban: string },
  now: Date,
): Promise<Debits> {
  const recentSince = new Date(now.getTime() - directDebitRules.limitDays * dayMs)
  const establishedBy = new Date(now.getTime() - directDebitRules.establishedAfterDays * dayMs)
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
      recent: sql<number>`coalesce(sum(${payments.amount}) filter (where ${gte(payments.paidAt, recentSince)}), 0)::int`,
      established: sql<boolean>`coalesce(bool_or(${payments.paidAt} <= ${establishedBy}), false)`,
    })
    .from(payments)
    .innerJoin(directDebitMandates, eq(directDebitMandates.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'paid'),
        'userId' in owner
          ? eq(payments.userId, owner.userId)
          : eq(directDebitMandates.iban, owner.iban),
      ),
    )
  return {
    total: Number(row?.total ?? 0),
    recent: Number(row?.recent ?? 0),
    established: Boolean(row?.established),
  }
}

function withinLimits(debits: Debits, amount: number): boolean {
  if (debits.recent + amount > directDebitRules.limitAmount) return false
  return debits.established || debits.total + amount <= directDebitRules.firstOrderLimitAmount
}

/**
 * Whether a direct debit of `amount` fits the member's and the IBAN's limits. Call it under the
 * member's ledger lock; the IBAN's lock is taken here, so two members cannot both pass the
 * IBAN's first-order limit at once.
 */
export async function directDebitFits(
  tx: Executor,
  debit: { userId: number; iban: string; amount: number; now: Date },
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`direct-debit-iban:${debit.iban}`}))`,
  )
  const member = await debitsOf(tx, { userId: debit.userId }, debit.now)
  if (!withinLimits(member, debit.amount)) return false
  const account = await debitsOf(tx, { iban: debit.iban }, debit.now)
  return withinLimits(account, debit.amount)
}
