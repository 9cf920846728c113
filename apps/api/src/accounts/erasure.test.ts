import { openTestDatabase } from '../../tests/harness.ts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { type JobQueue, startJobQueue } from '../jobs/queue.ts'
import type { MediaStore } from '../media/store.ts'
import { createMember, createSite } from '../testing/builders.ts'
import { defaultErasureCron, erasureJob } from './erasure.ts'

const dayMs = 24 * 60 * 60 * 1000

/** A media store that remembers what was deleted (the members here have no pictures). */
function memoryMedia(): MediaStore {
  const files = new Map<string, Uint8Array>()
  return {
    put: async (key, body) => void files.set(key, body),
    get: async (key) => files.get(key) ?? null,
    exists: async (key) => files.has(key),
    delete: async (key) => void files.delete(key),
  }
}

describe('erasureJob', () => {
  let database: DatabaseHandle
  let queue: JobQueue | undefined

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
  })
  afterAll(async () => {
    await queue?.stop()
    await database.close()
  })

  it('runs hourly by default, one run at a time', () => {
    const job = erasureJob(database.db, memoryMedia())
    expect(job).toMatchObject({ name: 'account-erasure', cron: '17 * * * *', policy: 'stately' })
    expect(defaultErasureCron).toBe('17 * * * *')
  })

  it('erases on its schedule through the job queue and reports what it erased', async () => {
    const { db } = database
    const site = await createSite(db)
    const now = new Date('2026-03-01T12:00:00Z')
    const due = await createMember(db, {
      site,
      email: 'due@example.com',
      user: {
        status: 'pending_deletion',
        deletionRequestedAt: new Date(now.getTime() - 15 * dayMs),
      },
    })
    const lines: string[] = []
    let reported: () => void = () => {}
    const report = new Promise<void>((resolve) => {
      reported = resolve
    })
    queue = await startJobQueue({
      execute: database.execute,
      jobs: [erasureJob(db, memoryMedia(), { cron: '* * * * *', now: () => now })],
      intervals: { pollSeconds: 0.5, cronCheckSeconds: 1 },
      log: (line) => {
        lines.push(line)
        reported()
      },
    })
    await report
    expect(lines).toEqual(['erasure: 1 account(s) erased, files of 0 picture(s) removed'])
    const [row] = await db.select().from(users).where(eq(users.id, due.user.id))
    expect(row).toMatchObject({ status: 'deleted', email: null, erasedAt: now })
  })
})
