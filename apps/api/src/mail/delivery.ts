import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import type { JobDefinition } from '../jobs/queue.ts'
import type { Mailer } from './mailer.ts'

/**
 * Mail leaves from the job queue, never inside a request (docs/decisions/032f): a request only
 * writes the rendered mail to the outbox, so signup, password reset and email change answer
 * alike whether or not a mail goes out, and a slow or failing mail server changes no answer.
 */
export const mailDeliveryJobName = 'mail-delivery'
/** Tries per mail; one left undelivered keeps its last error in the outbox for support. */
export const maxDeliveryAttempts = 5
/** A run holds a mail this long; one whose process died is taken up again after it. */
const claimInterval = sql`interval '5 minutes'`

/** Query parameters of our links that carry a live token (activation, reset, login, …). */
const tokenParameter = /([?&;](?:token|reactivate|login_token)=)[^&\s"'<>]+/g

/** The text with every token of a link replaced, for the record kept after delivery. */
export function redactTokens(text: string): string {
  return text.replace(tokenParameter, '$1redacted')
}

function redactedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, redactTokens(value)]),
  )
}

/** Takes the oldest mail waiting for delivery that no other run holds, or none. */
async function claimNext(db: Database) {
  const waiting = sql`(
    select ${outbox.id} from ${outbox}
    where ${outbox.deliveredAt} is null
      and ${outbox.deliveryAttempts} < ${maxDeliveryAttempts}
      and (${outbox.claimedUntil} is null or ${outbox.claimedUntil} < now())
    order by ${outbox.id}
    limit 1
    for update skip locked
  )`
  const [row] = await db
    .update(outbox)
    .set({
      claimedUntil: sql`now() + ${claimInterval}`,
      deliveryAttempts: sql`${outbox.deliveryAttempts} + 1`,
    })
    .where(eq(outbox.id, waiting))
    .returning()
  return row
}

export type DeliveryReport = { delivered: number; failed: number }

/** A mail the mail server refused for good, for the dead letters. */
export type PermanentRefusal = { outboxId: number; kind: string; to: string; error: string }

export type DeliveryOptions = {
  /** At most this many mails in one run (default 100). */
  limit?: number
  refusedForGood?: (refusal: PermanentRefusal) => Promise<void>
}

/** An SMTP 5xx answer (nodemailer's responseCode): sending the same mail again cannot help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * Hands every mail waiting in the outbox to the transport, one at a time. A delivered mail
 * keeps no live token: its text, HTML and headers are stored with the tokens of its links
 * replaced. A refusal is recorded and the mail is tried again by a later run, a minute later
 * for each try so far.
 */
export async function deliverPendingMail(
  db: Database,
  mailer: Mailer,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, failed: 0 }
  for (let n = 0; n < (options.limit ?? 100); n += 1) {
    const mail = await claimNext(db)
    if (!mail) break
    try {
      await mailer.transmit({
        siteId: mail.siteId,
        userId: mail.userId,
        kind: mail.kind,
        from: mail.fromAddress,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })
    } catch (error) {
      report.failed += 1
      const lastError = String(error).slice(0, 500)
      if (isPermanentRefusal(error)) {
        // Never tried again: it stays in the outbox with its error, and shows as a dead letter.
        await db
          .update(outbox)
          .set({ claimedUntil: null, deliveryAttempts: maxDeliveryAttempts, lastError })
          .where(eq(outbox.id, mail.id))
        await options.refusedForGood?.({
          outboxId: mail.id,
          kind: mail.kind,
          to: mail.to,
          error: lastError,
        })
        continue
      }
      await db
        .update(outbox)
        // Tried again after a minute, then two, three…: a later run takes it up.
        .set({
          claimedUntil: sql`now() + interval '1 minute' * ${outbox.deliveryAttempts}`,
          lastError,
        })
        .where(eq(outbox.id, mail.id))
      continue
    }
    report.delivered += 1
    await db
      .update(outbox)
      .set({
        deliveredAt: sql`now()`,
        claimedUntil: null,
        lastError: null,
        text: redactTokens(mail.text),
        html: redactTokens(mail.html),
        headers: redactedHeaders(mail.headers),
      })
      .where(eq(outbox.id, mail.id))
  }
  return report
}

/** Every minute, and at once when a request wrote a mail (MailService.deliverSoon). */
export function mailDeliveryJob(deliver: () => Promise<DeliveryReport>): JobDefinition {
  return {
    name: mailDeliveryJobName,
    cron: '* * * * *',
    policy: 'stately',
    retries: 0,
    run: async () => {
      const report = await deliver()
      if (report.delivered + report.failed === 0) return
      return `mail delivery: ${report.delivered} delivered, ${report.failed} refused`
    },
  }
}
