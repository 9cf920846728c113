/**
 * Signup, password reset and email change sent their mail inside the request, so the
 * answer took longer when an account existed (a mail went out) and a slow mail server held
 * every such request. Now the request only writes the mail to the outbox and the delivery job
 * sends it; a delivered mail keeps no live token in the outbox (decision 032f). No timings:
 * the mail server here never answers until the test lets it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { outbox } from '../../src/db/schema.ts'
import type { Mailer, OutgoingMail } from '../../src/mail/mailer.ts'
import { createMailService, type MailService } from '../../src/mail/service.ts'
import { createMember, createSite, defaultTestPassword } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from '../harness.ts'

const host = 'mail-queue.test'

/** An SMTP stand-in that holds every mail until `open()`, or refuses it after `refuse()`. */
function heldTransport() {
  const waiting: Array<{ mail: OutgoingMail; done: (error?: Error) => void }> = []
  let refusing = false
  const mailer: Mailer = {
    transport: 'smtp',
    sendsMail: true,
    transmit: (mail) =>
      new Promise<void>((resolve, reject) => {
        if (refusing) return reject(new Error('421 service not available'))
        waiting.push({ mail, done: (error) => (error ? reject(error) : resolve()) })
      }),
    close: async () => {},
  }
  return {
    mailer,
    waiting,
    open: () => {
      for (const entry of waiting.splice(0)) entry.done()
    },
    refuse: () => {
      refusing = true
    },
  }
}

describe.each(backends)('mail leaves from the queue, not the request, on %s', (backend) => {
  let api: Api
  let site: Site
  let mail: MailService
  const transport = heldTransport()
  const runs: Array<Promise<unknown>> = []

  beforeAll(async () => {
    api = await startApi(backend, (db) => {
      mail = createMailService({
        db,
        mailer: transport.mailer,
        tokenSecret: 'a-test-secret-of-at-least-thirty-two-chars',
        // What the job queue does: a delivery run soon, outside the request.
        deliverSoon: () => {
          runs.push(mail.deliverPending())
        },
      })
      return { mail }
    })
    site = await createSite(api.db, { domain: host })
  })
  afterAll(async () => {
    transport.open()
    await Promise.all(runs)
    await api.stop()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request(path, { method: 'POST', host, ...json(body, { headers }) })
  const answer = async (response: Response) => [response.status, await response.json()]

  it('answers reset, signup and email change while the mail server has not answered', async () => {
    await createMember(api.db, { site, email: 'known@example.com' })
    const known = await answer(
      await post('/api/reset-password.php', { email: 'known@example.com' }),
    )
    const unknown = await answer(
      await post('/api/reset-password.php', { email: 'nobody@example.com' }),
    )
    expect(known).toEqual(unknown)
    expect(known[0]).toBe(200)

    const signup = await post('/api/signup.php', {
      gender: 'female',
      looking_for: 'male',
      sensitive_consent: 'yes',
      date_of_birth: '1992-03-04',
      name: 'Lena',
      email: 'lena@example.com',
      password: defaultTestPassword,
    })
    expect(signup.status).toBe(201)

    await createMember(api.db, { site, email: 'mover@example.com' })
    const cookie = await loginAs(api, host, 'mover@example.com')
    const change = await post(
      '/api/mail-change.php',
      { email: 'moved@example.com', password: defaultTestPassword },
      { cookie },
    )
    expect(change.status).toBe(200)

    // Every answer came while all three mails were still held at the mail server (the delivery
    // runs reach it a moment after the answers).
    await vi.waitFor(() => {
      const held = transport.waiting.map((entry) => entry.mail.to).sort()
      expect(held).toEqual(['known@example.com', 'lena@example.com', 'moved@example.com'])
    })
    const rows = await api.db.select().from(outbox)
    expect(rows.every((row) => row.deliveredAt === null)).toBe(true)

    transport.open()
    await Promise.all(runs.splice(0))
    const sent = await api.db.select().from(outbox)
    expect(sent.every((row) => row.deliveredAt !== null)).toBe(true)
    for (const row of sent) {
      for (const stored of [row.text, row.html, JSON.stringify(row.headers)]) {
        expect(stored).not.toMatch(/[?&;](token|reactivate|login_token)=(?!redacted)/)
      }
    }
  })

  it('answers the same when the mail server refuses, and keeps the mail to try again', async () => {
    transport.refuse()
    await createMember(api.db, { site, email: 'again@example.com' })
    const response = await post('/api/reset-password.php', { email: 'again@example.com' })
    expect(await answer(response)).toEqual([200, { ok: true }])
    await Promise.all(runs.splice(0))
    const [row] = await api.db.select().from(outbox).where(eq(outbox.to, 'again@example.com'))
    expect(row?.deliveredAt).toBeNull()
    expect(row?.lastError).toContain('421')
    expect(row?.text).toMatch(/token=[A-Za-z0-9_-]{43}/)
  })
})
