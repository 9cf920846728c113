import type { Locale } from '@dating/domain/locales'
import { eq, sql } from 'drizzle-orm'
import type { Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { outbox, users } from '../db/schema.ts'
import { type DeliveryReport, deliverPendingMail, type PermanentRefusal } from './delivery.ts'
import { createOutboxMailer, type Mailer, type MailTransport } from './mailer.ts'
import { type MailBrand, renderMail } from './render.ts'
import { ensureServerSecret } from './secrets.ts'
import { type MailData, type MailKind, mailTemplates } from './templates.ts'
import { signUnsubscribeToken } from './unsubscribe-token.ts'

export type MailRecipient = {
  email: string
  /** The member the mail is for; null for an address that belongs to nobody yet. */
  userId: number | null
  locale: Locale
  /** Profile name for the greeting; empty for a plain one. */
  name: string
}

export type MailSite = MailBrand & Pick<Site, 'id' | 'domain'>

export type MailRequest<K extends MailKind> = {
  kind: K
  site: MailSite
  /** Scheme and host the links point at, e.g. `https://flirtwave.example` (no trailing /). */
  origin: string
  to: MailRecipient
  data: MailData[K]
}

export type SendResult =
  | { sent: true; id: number }
  | { sent: false; reason: 'notifications_disabled' }

export type MailService = {
  transport: MailTransport
  /** Sends every mail waiting in the outbox (the delivery job's run, src/mail/delivery.ts). */
  deliverPending: () => Promise<DeliveryReport>
  /** Whether GET /dev/mail answers (docs/decisions/009-mail.md). */
  devMailbox: boolean
  /** Shared secret of POST /api/mail-events.php; undefined: the endpoint is off. */
  webhookSecret: string | undefined
  tokenSecret: () => Promise<string>
  send: <K extends MailKind>(request: MailRequest<K>) => Promise<SendResult>
  close: () => Promise<void>
}

export type MailServiceOptions = {
  db: Database
  /** Default: the outbox adapter. */
  mailer?: Mailer
  /** Sender address (MAIL_FROM); default `noreply@<brand domain>`. */
  from?: string
  /** MAIL_TOKEN_SECRET; default: generated once and kept in server_secrets. */
  tokenSecret?: string
  webhookSecret?: string
  devMailbox?: boolean
  /** Asks the job queue for a delivery run now, after a mail was written (default nothing). */
  deliverSoon?: () => void
  /** A mail the server refused for good (5xx): shown as a dead letter (default nothing). */
  refusedForGood?: (refusal: PermanentRefusal) => Promise<void>
}

export const mailTokenSecretName = 'mail_token_secret'

export function createMailService(options: MailServiceOptions): MailService {
  const { db } = options
  const mailer = options.mailer ?? createOutboxMailer()
  let secret: Promise<string> | undefined
  const tokenSecret = () => {
    secret ??= options.tokenSecret
      ? Promise.resolve(options.tokenSecret)
      : ensureServerSecret(db, mailTokenSecretName)
    return secret
  }

  return {
    transport: mailer.transport,
    devMailbox: options.devMailbox ?? false,
    webhookSecret: options.webhookSecret,
    tokenSecret,
    close: () => mailer.close(),
    deliverPending: () =>
      deliverPendingMail(db, mailer, { refusedForGood: options.refusedForGood }),
    /**
     * Renders the mail and writes it to the outbox; it leaves later, from the delivery job
     * (docs/decisions/032f), so no request waits on a mail server.
     */
    send: async (request) => {
      const { site, to } = request
      if (mailTemplates[request.kind].category === 'notification' && to.userId !== null) {
        const [member] = await db
          .select({ disabled: users.notificationsDisabled })
          .from(users)
          .where(eq(users.id, to.userId))
        if (member && member.disabled.length > 0) {
          return { sent: false, reason: 'notifications_disabled' }
        }
      }
      const unsubscribeUrl =
        to.userId === null
          ? null
          : `${request.origin}/api/unsubscribe.php?token=${signUnsubscribeToken(await tokenSecret(), { userId: to.userId, siteId: site.id })}`
      const rendered = renderMail({
        kind: request.kind,
        data: request.data,
        locale: to.locale,
        brand: site,
        recipientName: to.name,
        unsubscribeUrl,
      })
      const brandName = (site.mailName || site.name).replace(/["\\\r\n]/g, '')
      const [row] = await db
        .insert(outbox)
        .values({
          siteId: site.id,
          userId: to.userId,
          kind: request.kind,
          fromAddress: `"${brandName}" <${options.from ?? `noreply@${site.domain}`}>`,
          to: to.email,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: rendered.headers,
          transport: mailer.transport,
          // Without a transport that sends, the outbox (and the dev mailbox) is the delivery.
          deliveredAt: mailer.sendsMail ? null : sql`now()`,
        })
        .returning({ id: outbox.id })
      if (!row) throw new Error('The mail was not recorded')
      if (mailer.sendsMail) options.deliverSoon?.()
      const { id } = row
      return { sent: true, id }
    },
  }
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** Default: mail goes to the outbox table only, the dev mailbox is off (src/mail). */
    mail?: MailService
  }
}
