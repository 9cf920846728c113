import type { outbox } from '../db/schema.ts'

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

/**
 * The port every adapter fills: hand a mail to its transport (docs/decisions/032f). The mail
 * service writes it to the outbox first and the delivery job calls `transmit` later, outside
 * any request; a transport that refuses throws, and the job tries again.
 */
export type Mailer = {
  transport: MailTransport
  /**
   * Whether `transmit` sends the mail anywhere. Without SMTP the outbox is the end of the road
   * (the dev mailbox shows it), so the mail counts as delivered when it is written.
   */
  sendsMail: boolean
  transmit: (mail: OutgoingMail) => Promise<void>
  close: () => Promise<void>
}

/** Without SMTP: mail goes no further than the outbox table, where the dev mailbox shows it. */
export function createOutboxMailer(): Mailer {
  return {
    transport: 'outbox',
    sendsMail: false,
    transmit: async () => {},
    close: async () => {},
  }
}
