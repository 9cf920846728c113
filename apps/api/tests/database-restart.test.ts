/**
 * PostgreSQL restarted under load, on a cluster of the test's own (initdb + pg_ctl): members
 * send messages, like and pay while the server stops and comes back. Every request answers
 * within 10 s, 2xx or 503 with Retry-After (never 500); what answered 2xx is stored exactly
 * once; the pool, the LISTEN connections (live fan-out, read cache notices) and the job queue
 * come back by themselves; a live stream that stayed open and one that reconnected with
 * Last-Event-ID miss no message.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/client.ts'
import { creditLedger, likes, messages, payments } from '../src/db/schema.ts'
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts'
import { startLiveHub, type LiveHub } from '../src/live/hub.ts'
import { createFsMediaStore } from '../src/media/fs-store.ts'
import { paymentWebhookPath } from '../src/payments/routes.ts'
import {
  addCredits,
  createMember,
  createSite,
  defaultTestPassword,
  type Member,
} from '../src/testing/builders.ts'
import {
  type PostgresCluster,
  postgresBinDir,
  startPostgresCluster,
} from '../src/testing/postgres-cluster.ts'
import { json, sessionFrom } from './harness.ts'
import { type OpenStream, openStream } from './live-stream.ts'
import { until } from './until.ts'

const host = 'restart.test'
const answerWithinMs = 10_000

type Outcome = { status: number; retryAfter: string | null }

describe.skipIf(!process.env.TEST_DATABASE_URL || !postgresBinDir())(
  'PostgreSQL restarted under load',
  () => {
    let cluster: PostgresCluster
    let database: DatabaseHandle
    let live: LiveHub
    let jobs: JobQueue
    let mediaDir: string
    let baseUrl = ''
    let closeServer = async () => {}
    const probeRuns: string[] = []
    const outcomes: Outcome[] = []

    beforeAll(async () => {
      const port = process.env.TEST_CLUSTER_PORT ? Number(process.env.TEST_CLUSTER_PORT) : undefined
      cluster = await startPostgresCluster({ port })
      database = await createDatabase({ url: cluster.url() })
      live = await startLiveHub(database)
      jobs = await startJobQueue({
        execute: database.executeOnQueueTables,
        jobs: [{ name: 'restart-probe', run: async (data) => void probeRuns.push(String(data.n)) }],
        intervals: { pollSeconds: 0.5 },
        log: () => {},
      })
      mediaDir = await mkdtemp(join(tmpdir(), 'api-restart-media-'))
      const app = createApp({
        db: database.db,
        media: createFsMediaStore(mediaDir),
        log: () => {},
        live,
        jobs,
        siteCacheMs: 0,
        publicOrigins: [`http://${host}`],
      })
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
          resolve(started),
        )
      })
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      closeServer = () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
    }, 120_000)

    afterAll(async () => {
      const step = async (name: string, run: () => Promise<unknown>) => {
        const timer = setTimeout(() => console.error(`afterAll: ${name} takes long`), 10_000)
        await run()
        clearTimeout(timer)
      }
      await step('server', closeServer)
      await step('jobs', async () => jobs?.stop(1_000))
      await step('live', async () => live?.stop())
      // A pool connection the restart left waiting ends when its server goes: the cluster is
      // removed after 20 s whether the pool has closed by then or not.
      const closing = database?.close()
      await step('database', () =>
        Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 20_000))]),
      )
      await step('cluster', async () => cluster?.remove())
      await step('database, after the cluster', async () => closing)
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
    }, 60_000)

    /** One request as a client sends it: refused with 503, it waits a moment and sends again. */
    async function call(path: string, cookie: string, init: RequestInit = {}): Promise<Response> {
      for (;;) {
        const headers = new Headers(init.headers)
        headers.set('cookie', cookie)
        headers.set('x-forwarded-host', host)
        const response = await fetch(`${baseUrl}${path}`, {
          ...init,
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(answerWithinMs),
        })
        outcomes.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
        if (response.status !== 503) return response
        await response.body?.cancel()
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }

    async function login(email: string): Promise<string> {
      const response = await fetch(`${baseUrl}/api/user.php`, {
        method: 'POST',
        ...json(
          { email, password: defaultTestPassword },
          { headers: { 'x-forwarded-host': host } },
        ),
      })
      return sessionFrom(response)
    }

    it('loses and doubles nothing, answers 503 meanwhile and recovers by itself', async () => {
      const site = await createSite(database.db, { domain: host, messageCredits: 1 })
      const sender = await createMember(database.db, { site, email: 'sender@example.com' })
      await addCredits(database.db, sender.user.id, 100_000, 'purchase')
      const recipient = await createMember(database.db, { site, email: 'recipient@example.com' })
      const likers: Member[] = []
      for (let n = 0; n < 40; n += 1) {
        likers.push(await createMember(database.db, { site, email: `liker.${n}@example.com` }))
      }
      const senderCookie = await login('sender@example.com')
      const recipientCookie = await login('recipient@example.com')
      const likerCookies = await Promise.all(
        likers.map((liker) => login(liker.user.email as string)),
      )
      const streamHeaders = { cookie: recipientCookie, 'x-forwarded-host': host }
      const openAll: OpenStream = await openStream(baseUrl, streamHeaders)
      await openAll.next('ready')
      let dropped: OpenStream | null = await openStream(baseUrl, streamHeaders)
      await dropped.next('ready')

      const acknowledgedMessages: string[] = []
      const acknowledgedLikes: number[] = []
      const acknowledgedPayments: string[] = []
      const unexpected: string[] = []
      let running = true
      let sequence = 0

      const sendMessages = async () => {
        while (running) {
          sequence += 1
          const clientId = `restart-${sequence.toString().padStart(6, '0')}`
          const response = await call('/api/message.php', senderCookie, {
            method: 'POST',
            ...json({
              profile_id: recipient.profile.id,
              client_message_id: clientId,
              text: clientId,
            }),
          })
          if (response.status === 200) acknowledgedMessages.push(clientId)
          else unexpected.push(`message ${response.status} ${await response.text()}`)
        }
      }
      const like = async () => {
        for (const [index, liker] of likers.entries()) {
          if (!running) return
          const response = await call('/api/like.php', likerCookies[index] as string, {
            method: 'POST',
            ...json({ profile_id: recipient.profile.id }),
          })
          if (response.status === 200) acknowledgedLikes.push(liker.profile.id)
          else unexpected.push(`like ${response.status} ${await response.text()}`)
        }
      }
      const pay = async () => {
        while (running) {
          const opened = await call('/api/payment.php', senderCookie, {
            method: 'POST',
            ...json({ package_id: 'p20', method: 'creditcard', consent: true }),
          })
          if (opened.status !== 200) {
            unexpected.push(`payment ${opened.status} ${await opened.text()}`)
            continue
          }
          const { payment } = (await opened.json()) as { payment: { payment_id: string } }
          const [row] = await database.db
            .select()
            .from(payments)
            .where(eq(payments.publicId, payment.payment_id))
          const providerId = row?.providerPaymentId as string
          const paid = await call('/api/sandbox-checkout.php', senderCookie, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: `http://${host}`,
            },
            body: new URLSearchParams({ id: providerId, outcome: 'paid' }).toString(),
          })
          await paid.body?.cancel()
          // The provider calls the webhook again until it is answered 2xx.
          const hook = await call(paymentWebhookPath, '', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ id: providerId }).toString(),
          })
          await hook.body?.cancel()
          if (hook.status < 300) acknowledgedPayments.push(payment.payment_id)
          else unexpected.push(`webhook ${hook.status}`)
        }
      }

      const load = Promise.all([sendMessages(), sendMessages(), like(), pay()])
      await until(() => acknowledgedMessages.length >= 20 && acknowledgedPayments.length >= 1, {
        withinMs: 60_000,
      })
      const refusedBefore = outcomes.filter((outcome) => outcome.status === 503).length
      dropped.close()
      const lastSeen = dropped.lastId()
      // What the dropped stream saw; a send answered after the drop may have reached it before.
      const seenAtDrop = new Set(
        dropped.events
          .filter((event) => event.type === 'message')
          .map((event) => (event.data as { message: { text: string } }).message.text),
      )
      dropped = null
      await cluster.stop()
      // The outage lasts until the load met it: at least 40 requests refused.
      await until(
        () => outcomes.filter((outcome) => outcome.status === 503).length >= refusedBefore + 40,
        { withinMs: 60_000 },
      )
      await cluster.start()
      const atRestart = acknowledgedMessages.length
      await until(() => acknowledgedMessages.length >= atRestart + 20, { withinMs: 60_000 })
      const paymentsAtRestart = acknowledgedPayments.length
      await until(() => acknowledgedPayments.length > paymentsAtRestart, { withinMs: 60_000 })
      running = false
      await load

      expect(unexpected).toEqual([])
      expect(outcomes.some((outcome) => outcome.status === 503)).toBe(true)
      const statuses = new Set(outcomes.map((outcome) => outcome.status))
      for (const status of statuses) expect([200, 303, 503]).toContain(status)
      for (const outcome of outcomes.filter((each) => each.status === 503)) {
        expect(outcome.retryAfter).toBe('5')
      }

      // Stored exactly once: every acknowledged send, nothing else.
      const stored = await database.db
        .select({ clientId: messages.clientMessageId })
        .from(messages)
        .where(eq(messages.senderProfileId, sender.profile.id))
      expect(stored.map((row) => row.clientId).sort()).toEqual([...acknowledgedMessages].sort())
      const storedLikes = await database.db
        .select({ from: likes.fromProfileId })
        .from(likes)
        .where(eq(likes.toProfileId, recipient.profile.id))
      expect(storedLikes.map((row) => row.from).sort()).toEqual([...acknowledgedLikes].sort())
      const booked = await database.db
        .select({ reference: creditLedger.reference })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, sender.user.id), eq(creditLedger.reason, 'purchase')))
      const paidRows = await database.db
        .select({ publicId: payments.publicId, status: payments.status })
        .from(payments)
        .where(inArray(payments.publicId, acknowledgedPayments))
      expect(paidRows.map((row) => row.status)).toEqual(acknowledgedPayments.map(() => 'paid'))
      // The one booking made by addCredits, then one per paid payment.
      const references = booked
        .map((entry) => entry.reference)
        .filter((reference) => reference?.startsWith('payment:'))
      expect(references.sort()).toEqual(acknowledgedPayments.map((id) => `payment:${id}`).sort())

      // The stream that stayed open gets every message, by the hub's LISTEN come back.
      const ids = new Set(acknowledgedMessages)
      const clientIdsOf = (stream: OpenStream) =>
        new Set(
          stream.events
            .filter((event) => event.type === 'message')
            .map((event) => (event.data as { message: { text: string } }).message.text),
        )
      await until(() => [...ids].every((id) => clientIdsOf(openAll).has(id)), {
        withinMs: 60_000,
        what: () =>
          `missing ${[...ids].filter((id) => !clientIdsOf(openAll).has(id)).join(',')} of ${ids.size}`,
      })
      openAll.close()
      // One that reconnects after the restart with Last-Event-ID replays what it missed.
      const reconnected = await openStream(baseUrl, {
        ...streamHeaders,
        ...(lastSeen ? { 'last-event-id': lastSeen } : {}),
      })
      const afterDrop = acknowledgedMessages.filter((id) => !seenAtDrop.has(id))
      expect(afterDrop.length).toBeGreaterThan(0)
      await until(() => afterDrop.every((id) => clientIdsOf(reconnected).has(id)), {
        withinMs: 60_000,
        what: () =>
          `replayed after ${lastSeen}: missing ${afterDrop.filter((id) => !clientIdsOf(reconnected).has(id)).join(',')} of ${afterDrop.length}, got ${[...clientIdsOf(reconnected)].join(',')}`,
      })
      reconnected.close()

      // The job queue works again.
      await jobs.enqueue('restart-probe', { n: 1 })
      await until(() => probeRuns.includes('1'), { withinMs: 60_000 })
    }, 180_000)
  },
)
