/**
 * The payment provider failing (the Mollie stand-in answering 500, or slower than the api
 * waits): opening a payment answers 502 payment_provider_unavailable and books nothing; a
 * webhook that comes while the status call fails is answered 200 and replayed from the job
 * queue until the status is known; a payment is booked once whatever the order of webhooks,
 * status polls and the member's return.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { creditLedger, payments } from '../src/db/schema.ts'
import type { SqlExecutor } from '../src/db/client.ts'
import { type JobQueue, startJobQueue } from '../src/jobs/queue.ts'
import { createMollieProvider } from '../src/payments/mollie-provider.ts'
import { paymentWebhookPath } from '../src/payments/routes.ts'
import { webhookReplayHeader } from '../src/http/request.ts'
import {
  paymentWebhookRetryJob,
  paymentWebhookRetryJobName,
} from '../src/payments/webhook-retry.ts'
import { createMember, createSite } from '../src/testing/builders.ts'
import { type MollieFake, startMollieFake } from '../src/testing/mollie-fake.ts'
import { type Api, backends, json, loginAs, startApi, withSession } from './harness.ts'
import { until } from './until.ts'

const host = 'faults.mollie.test'

describe.each(backends)('a failing payment provider on %s', (backend) => {
  let api: Api
  let mollie: MollieFake
  let jobs: JobQueue
  let execute: SqlExecutor
  let site: Site
  let sequence = 0

  beforeAll(async () => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    mollie = await startMollieFake()
    api = await startApi(backend, async (_db, _execute, database) => {
      execute = database.executeOnQueueTables
      jobs = await startJobQueue({
        execute: database.executeOnQueueTables,
        jobs: [
          paymentWebhookRetryJob(async ({ id, host: replayHost }) => {
            const response = await api.request(paymentWebhookPath, {
              host: replayHost,
              method: 'POST',
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                [webhookReplayHeader]: '1',
              },
              body: new URLSearchParams({ id }).toString(),
            })
            return response.status
          }),
        ],
        intervals: { pollSeconds: 0.5 },
        log: () => {},
      })
      return {
        jobs,
        publicOrigins: [`http://${host}`],
        paymentProvider: createMollieProvider({
          apiKey: 'test_fakekey123456789012345678901',
          apiEndpoint: mollie.apiEndpoint,
          timeoutMs: 2_500,
        }),
      }
    })
    site = await createSite(api.db, { domain: host, geoipCountry: 'NL', minimumMessageCosts: {} })
  }, 60_000)
  afterAll(async () => {
    await api.stop()
    await mollie.stop()
    delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  })

  async function member() {
    sequence += 1
    const email = `faulty.${sequence}@example.com`
    const created = await createMember(api.db, { site, email })
    return { ...created, cookie: await loginAs(api, host, email) }
  }

  const open = (cookie: string) =>
    api.request(
      '/api/payment.php',
      withSession(host, cookie, {
        method: 'POST',
        ...json({ package_id: 'p50', method: 'ideal', consent: true }),
      }),
    )

  const webhook = (id: string) =>
    api.request(paymentWebhookPath, {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    })

  const purchases = (userId: number) =>
    api.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase')))

  async function opened(cookie: string) {
    const response = await open(cookie)
    expect(response.status).toBe(200)
    const { payment } = (await response.json()) as { payment: { payment_id: string } }
    const [row] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, payment.payment_id))
    return { publicId: payment.payment_id, molliePaymentId: row?.providerPaymentId as string }
  }

  it.each([
    ['answers 500', { status: 500 }],
    ['answers later than the api waits', { delayMs: 6_000 }],
  ])('refuses to open a payment when the provider %s, and books nothing', async (_, fault) => {
    const anna = await member()
    mollie.faults.create = fault
    try {
      const response = await open(anna.cookie)
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({ error: 'payment_provider_unavailable' })
    } finally {
      mollie.faults.create = null
    }
    const rows = await api.db.select().from(payments).where(eq(payments.userId, anna.user.id))
    expect(rows.map((row) => row.status)).toEqual(['failed'])
    expect(await purchases(anna.user.id)).toEqual([])
  })

  it('replays a webhook from the queue until the provider can tell the status', async () => {
    const ben = await member()
    const { molliePaymentId } = await opened(ben.cookie)
    mollie.setStatus(molliePaymentId, 'paid')
    mollie.faults.get = { status: 500 }
    // Accepted: the provider stops calling, the queue asks again.
    expect((await webhook(molliePaymentId)).status).toBe(200)
    expect(await purchases(ben.user.id)).toEqual([])
    const queued = async () =>
      (
        await execute(
          `SELECT id, state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'id' = $2`,
          [paymentWebhookRetryJobName, molliePaymentId],
        )
      ).rows as { id: string; state: string; retry_count: number }[]
    expect((await queued()).map((job) => job.state)).toEqual(['created'])
    // The clock moves on to the replay: still failing, so the job is retried later.
    const due = () =>
      execute(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND data->>'id' = $2`, [
        paymentWebhookRetryJobName,
        molliePaymentId,
      ])
    await due()
    await until(async () => (await queued()).some((job) => job.state === 'retry'), {
      withinMs: 30_000,
    })
    expect(await purchases(ben.user.id)).toEqual([])
    mollie.faults.get = null
    await due()
    await until(async () => (await purchases(ben.user.id)).length === 1, { withinMs: 30_000 })
    await until(async () => (await queued()).every((job) => job.state === 'completed'), {
      withinMs: 30_000,
    })
    expect(await purchases(ben.user.id)).toHaveLength(1)
  })

  it('books once whatever the order of webhooks, status polls and the return', async () => {
    const cleo = await member()
    const { publicId, molliePaymentId } = await opened(cleo.cookie)
    mollie.setStatus(molliePaymentId, 'paid')
    const poll = () =>
      api.request(`/api/payment.php?id=${publicId}`, withSession(host, cleo.cookie))
    const answers = await Promise.all([
      webhook(molliePaymentId),
      poll(),
      webhook(molliePaymentId),
      poll(),
      webhook(molliePaymentId),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(await purchases(cleo.user.id)).toHaveLength(1)
    expect((await poll()).status).toBe(200)
    expect((await webhook(molliePaymentId)).status).toBe(200)
    expect(await purchases(cleo.user.id)).toHaveLength(1)
  })
})
