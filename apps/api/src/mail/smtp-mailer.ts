import nodemailer from 'nodemailer'
import type { Mailer } from './mailer.ts'

/**
 * Mail over SMTP with nodemailer (SMTP_URL: smtp://user:pass@host:587, smtps://… for TLS from
 * the start). The delivery job (src/mail/delivery.ts) calls it for each mail waiting in the
 * outbox.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    transport: 'smtp',
    sendsMail: true,
    transmit: async (mail) => {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })
    },
    close: async () => transporter.close(),
  }
}
