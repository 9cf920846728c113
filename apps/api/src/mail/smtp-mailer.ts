import nodemailer from 'nodemailer'
import type { Database } from '../db/client.ts'
import { type Mailer, recordInOutbox } from './mailer.ts'

/**
 * Mail over SMTP with nodemailer (SMTP_URL: smtp://user:pass@host:587, smtps://… for TLS from
 * the start). What the server accepted is recorded in the outbox for support.
 */
export function createSmtpMailer(db: Database, smtpUrl: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    transport: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })
      return recordInOutbox(db, mail, 'smtp')
    },
    close: async () => transporter.close(),
  }
}
