/**
 * A real SMTP server (the smtp-server package) behind SMTP_URL, failing: while it is down the
 * mails wait in the outbox and are delivered once when it is back; a permanent refusal (5xx)
 * ends as a dead letter shown at /dev/jobs; a bounce reported by the webhook stops the
 * notification mails to that address.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../src/db/schema.ts'
import type { Site } from '../src/http/context.ts'
import { type JobQueue, startJobQueue } from '../src/jobs/queue.ts'
import { mailDeliveryJob, mailDeliveryJobName } from '../src/mail/delivery.ts'
import { createMailService, type MailService } from '../src/mail/service.ts'
import { createSmtpMailer } from '../src/mail/smtp-mailer.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../src/testing/smtp-sink.ts'
import { type Api, backends, json, startApi } from './harness.ts'

const host = 'smtp-faults.test'
const tokenSecret = 'a-test-secret-of-at-least-32-characters'
const webhookSecret = 'a-webhook-secret-for-the-smtp-test'

describe.each(backends)('a failing mail server on %s', (backend) => {
  let api: Api
  let mail: MailService
  let jobs: JobQueue
  let site: Site
  let smtp: SmtpSink
  let received: ReceivedMail[]

  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: (address) => address.startsWith('refused') })
    received = smtp.received
    api = await startApi(backend, async (db, _execute, database) => {
      mail = createMailService({
        db,
        mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port()}`),
        tokenSecret,
        webhookSecret,
        refusedForGood: (refusal) =>
          jobs.bury(mailDeliveryJobName, { ...refusal }, `refused: ${refusal.error}`),
      })
      jobs = await startJobQueue({
        execute: database.executeOnQueueTables,
        jobs: [mailDeliveryJob(() => mail.deliverPending())],
        work: false,
        log: () => {},
      })
      return { mail, jobs, devPages: true }
    })
    site = await createSite(api.db, { domain: host })
  })
  afterAll(async () => {
    await api?.stop()
    await mail?.close()
    await smtp?.stop()
  })

  let sequence = 0
  async function member(prefix = 'member'): Promise<Member> {
    sequence += 1
    return createMember(api.db, { site, email: `${prefix}.${sequence}@example.com` })
  }
  const activation = (someone: Member) =>
    mail.send({
      kind: 'activation',
      site,
      origin: `http://${host}`,
      to: {
        email: someone.user.email as string,
        userId: someone.user.id,
        locale: someone.user.language,
        name: someone.profile.name,
      },
      data: { activationUrl: `http://${host}/activate?token=t${someone.user.id}` },
    })
  const outboxRow = async (id: number) =>
    (await api.db.select().from(outbox).where(eq(outbox.id, id)))[0]
  /** The clock moves on past the delay a refused mail waits. */
  const retryDue = (id: number) =>
    api.db.update(outbox).set({ claimedUntil: null }).where(eq(outbox.id, id))

  it('keeps mail while the server is down and delivers it once when it is back', async () => {
    const anna = await member()
    const sent = await activation(anna)
    if (!sent.sent) throw new Error('not written')
    await smtp.stop()
    expect(await mail.deliverPending()).toEqual({ delivered: 0, failed: 1 })
    const waiting = await outboxRow(sent.id)
    expect(waiting?.deliveredAt).toBeNull()
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/)
    // Backoff: not tried again before its delay.
    expect(await mail.deliverPending()).toEqual({ delivered: 0, failed: 0 })
    await smtp.start()
    await retryDue(sent.id)
    expect(await mail.deliverPending()).toEqual({ delivered: 1, failed: 0 })
    expect(await mail.deliverPending()).toEqual({ delivered: 0, failed: 0 })
    expect(received.filter((one) => one.to.includes(anna.user.email as string))).toHaveLength(1)
    expect((await outboxRow(sent.id))?.deliveredAt).not.toBeNull()
  })

  it('files a mail refused with 5xx as a dead letter shown at /dev/jobs, never sent again', async () => {
    const refused = await member('refused')
    const sent = await activation(refused)
    if (!sent.sent) throw new Error('not written')
    expect(await mail.deliverPending()).toEqual({ delivered: 0, failed: 1 })
    await retryDue(sent.id)
    expect(await mail.deliverPending()).toEqual({ delivered: 0, failed: 0 })
    const [letter] = await jobs.deadLetters()
    expect(letter).toMatchObject({ queue: mailDeliveryJobName, data: { outboxId: sent.id } })
    expect(letter?.error).toMatch(/550/)
    const page = await api.request('/dev/jobs', { headers: { accept: 'application/json' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(letter?.id as string)
  })

  it('sends no more notification mail to an address the webhook reported bounced', async () => {
    const bounced = await member()
    const reported = await api.request('/api/mail-events.php', {
      method: 'POST',
      ...json(
        { type: 'bounce', email: bounced.user.email },
        { headers: { 'x-mail-webhook-secret': webhookSecret } },
      ),
    })
    expect(reported.status).toBe(200)
    const notification = await mail.send({
      kind: 'notification',
      site,
      origin: `http://${host}`,
      to: {
        email: bounced.user.email as string,
        userId: bounced.user.id,
        locale: bounced.user.language,
        name: bounced.profile.name,
      },
      data: { subject: { id: 'mail.activation.action' }, paragraphs: [] },
    })
    expect(notification).toEqual({ sent: false, reason: 'notifications_disabled' })
  })
})
