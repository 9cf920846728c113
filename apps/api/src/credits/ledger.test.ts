import { openTestDatabase } from '../../tests/harness.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { createMember, createSite } from '../testing/builders.ts'
import { appendLedgerEntry, balanceOf, InsufficientCreditsError, spendCredits } from './ledger.ts'

describe('credit ledger', () => {
  let database: DatabaseHandle
  let userId: number
  const at = new Date('2026-03-01T12:00:00Z')

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    const site = await createSite(database.db)
    const member = await createMember(database.db, { site, email: 'ledger@example.com' })
    userId = member.user.id
  })
  afterAll(() => database.close())

  it('books a reference once, however often it is replayed', async () => {
    const { db } = database
    const entry = {
      userId,
      delta: 50,
      reason: 'purchase',
      reference: 'pay_1',
      createdAt: at,
    } as const
    expect(await appendLedgerEntry(db, entry)).toBe(true)
    expect(await appendLedgerEntry(db, entry)).toBe(false)
    expect(await balanceOf(db, userId)).toBe(50)
  })

  it('spends under the lock, once per reference, never below zero', async () => {
    const { db } = database
    const spend = (reference: string, cost: number) =>
      db.transaction((tx) =>
        spendCredits(tx, { userId, cost, reason: 'spend', reference, createdAt: at }),
      )
    expect(await spend('message:a', 20)).toBe(30)
    expect(await spend('message:a', 20)).toBe(30)
    await expect(spend('message:b', 31)).rejects.toBeInstanceOf(InsufficientCreditsError)
    expect(await balanceOf(db, userId)).toBe(30)
    const parallel = await Promise.allSettled([spend('message:c', 20), spend('message:d', 20)])
    expect(parallel.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(await balanceOf(db, userId)).toBe(10)
  })
})
