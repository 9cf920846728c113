import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema.ts'

export type MailTransport = (typeof outbox.$inferInsert)['transport']

/** A rendered mail ready to leave. */
export type OutgoingMail = {
  siteId: number
  userId: number | null
  /** The template's name (outbox.kind). */
  kind: string
  from: string
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** The port every adapter fills: deliver the mail, record it in the outbox, answer its row id. */
export type Mailer = {
  transport: MailTransport
  deliver: (mail: OutgoingMail) => Promise<{ id: number }>
  close: () => Promise<void>
}

export async function recordInOutbox(
  db: Database,
  mail: OutgoingMail,
  transport: MailTransport,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(outbox)
    .values({
      siteId: mail.siteId,
      userId: mail.userId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      kind: mail.kind,
      transport,
    })
    .returning({ id: outbox.id })
  if (!row) throw new Error('The mail was not recorded')
  return row
}

/** Without SMTP: mail goes no further than the outbox table, where the dev mailbox shows it. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    transport: 'outbox',
    deliver: (mail) => recordInOutbox(db, mail, 'outbox'),
    close: async () => {},
  }
}
