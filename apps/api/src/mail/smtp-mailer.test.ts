import { openTestDatabase } from '../../tests/harness.ts'
import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Site } from '../http/context.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import { createMember, createSite, type Member } from '../testing/builders.ts'
import { maxDeliveryAttempts } from './delivery.ts'
import { createMailService } from './service.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

type Envelope = { from: string; to: string[]; data: string }

/**
 * Just enough of an SMTP server (RFC 5321) to take mail on loopback: no TLS, no auth. Mail to
 * an address starting with `reject` is refused at RCPT TO like an unknown mailbox.
 */
function startSmtpSink(): Promise<{ server: Server; port: number; received: Envelope[] }> {
  const received: Envelope[] = []
  const server = createServer((socket: Socket) => {
    let buffer = ''
    let envelope: Envelope = { from: '', to: [], data: '' }
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink.test ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(envelope)
          envelope = { from: '', to: [], data: '' }
          reply('250 2.0.0 queued')
          continue
        }
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd === -1) return
        const line = buffer.slice(0, lineEnd)
        buffer = buffer.slice(lineEnd + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') reply('250-sink.test\r\n250 8BITMIME')
        else if (command === 'HELO') reply('250 sink.test')
        else if (command === 'MAIL') {
          envelope.from = line
          reply('250 2.1.0 ok')
        } else if (command === 'RCPT') {
          if (/<reject/i.test(line)) reply('550 5.1.1 no such mailbox')
          else {
            envelope.to.push(line)
            reply('250 2.1.5 ok')
          }
        } else if (command === 'DATA') {
          inData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (command === 'RSET') {
          envelope = { from: '', to: [], data: '' }
          reply('250 ok')
        } else if (command === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    )
  })
}

/** The decoded body of the MIME part with this content type, with \n line ends. */
function mimePart(message: string, contentType: string): string {
  const start = message.indexOf(`Content-Type: ${contentType}`)
  if (start === -1) throw new Error(`No ${contentType} part`)
  const bodyStart = message.indexOf('\r\n\r\n', start) + 4
  const boundary = /boundary="([^"]+)"/.exec(message)?.[1]
  const bodyEnd = message.indexOf(`\r\n--${boundary}`, bodyStart)
  const headers = message.slice(start, bodyStart)
  const body = message.slice(bodyStart, bodyEnd)
  return decodeBody(headers, body).replace(/\r\n/g, '\n')
}

function decodeBody(headers: string, body: string): string {
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

describe('the SMTP adapter', () => {
  let database: DatabaseHandle
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let site: Site
  let member: Member

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    sink = await startSmtpSink()
    site = await createSite(database.db, { domain: 'smtp.test', mailName: 'Herzklopfen' })
    member = await createMember(database.db, {
      site,
      email: 'jonas@example.com',
      user: { language: 'de' },
      profile: { name: 'Jonas Müller' },
    })
  })
  afterAll(async () => {
    await new Promise((resolve) => sink.server.close(resolve))
    await database.close()
  })
  beforeEach(() => {
    sink.received.length = 0
  })

  const service = () =>
    createMailService({
      db: database.db,
      mailer: createSmtpMailer(`smtp://127.0.0.1:${sink.port}`),
      from: 'noreply@herzklopfen.example',
      tokenSecret: 'a-token-secret-of-thirty-two-characters',
    })

  const to = (email: string) => ({
    email,
    userId: member.user.id,
    locale: 'de' as const,
    name: 'Jonas Müller',
  })

  it('delivers both parts and the unsubscribe headers from the outbox, and keeps no token after', async () => {
    const mail = service()
    const result = await mail.send({
      kind: 'password_reset',
      site,
      origin: 'https://smtp.test',
      to: to('jonas@example.com'),
      data: { resetUrl: 'https://smtp.test/reset-password/do?token=abc', validHours: 2 },
    })
    expect(result).toMatchObject({ sent: true })
    // Written, not sent: the delivery job sends it.
    expect(sink.received).toHaveLength(0)
    const id = result.sent ? result.id : 0
    const [waiting] = await database.db.select().from(outbox).where(eq(outbox.id, id))
    expect(waiting?.deliveredAt).toBeNull()
    expect(waiting?.text).toContain('token=abc')

    expect(await mail.deliverPending()).toEqual({ delivered: 1, failed: 0 })
    await mail.close()
    expect(sink.received).toHaveLength(1)
    const [envelope] = sink.received
    expect(envelope?.from).toContain('<noreply@herzklopfen.example>')
    expect(envelope?.to).toEqual(['RCPT TO:<jonas@example.com>'])
    const raw = envelope?.data ?? ''
    // Long headers arrive folded over several lines (RFC 5322 §2.2.3).
    const message = raw.slice(0, raw.indexOf('\r\n\r\n') + 2).replace(/\r\n[ \t]+/g, ' ')
    expect(message).toMatch(/^From: Herzklopfen <noreply@herzklopfen\.example>\r$/m)
    expect(message).toMatch(/^To: jonas@example\.com\r$/m)
    expect(message).toMatch(/^Subject: =\?UTF-8\?Q\?Neues_Passwort_f=C3=BCr_Herzklopfen\?=\r$/m)
    expect(message).toMatch(
      /^List-Unsubscribe: <https:\/\/smtp\.test\/api\/unsubscribe\.php\?token=\d+\.\d+\.[\w-]{43}>, <mailto:support@flirtwave\.example\?subject=unsubscribe>\r$/m,
    )
    expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m)
    expect(message).toMatch(/Content-Type: multipart\/alternative/)
    const text = mimePart(raw, 'text/plain')
    const html = mimePart(raw, 'text/html')
    expect(text).toContain('Hallo Jonas Müller,')
    expect(text).toContain('https://smtp.test/reset-password/do?token=abc')
    expect(html).toContain('href="https://smtp.test/reset-password/do?token=abc"')
    expect(html).toContain('Handelsregister (KvK) Nr. 12345678')

    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id))
    expect(row).toMatchObject({
      transport: 'smtp',
      kind: 'password_reset',
      to: 'jonas@example.com',
      userId: member.user.id,
      siteId: site.id,
      deliveryAttempts: 1,
      lastError: null,
    })
    expect(row?.deliveredAt).toBeInstanceOf(Date)
    // The record for support keeps the mail, but no link that still works.
    expect(row?.text).toContain('https://smtp.test/reset-password/do?token=redacted')
    for (const stored of [row?.text, row?.html, JSON.stringify(row?.headers)]) {
      expect(stored).not.toContain('token=abc')
      expect(stored).not.toMatch(/unsubscribe\.php\?token=\d/)
    }
  })

  it('keeps a mail the server refuses for good (5xx) with its error, and never tries it again', async () => {
    const mail = service()
    const result = await mail.send({
      kind: 'activation',
      site,
      origin: 'https://smtp.test',
      to: to('reject@example.com'),
      data: { activationUrl: 'https://smtp.test/activate/done?token=xyz' },
    })
    expect(result).toMatchObject({ sent: true })
    expect(await mail.deliverPending()).toEqual({ delivered: 0, failed: 1 })
    const id = result.sent ? result.id : 0
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id))
    expect(row).toMatchObject({ deliveredAt: null, deliveryAttempts: maxDeliveryAttempts })
    expect(row?.lastError).toMatch(/550|no such mailbox/)
    // A 550 cannot change by sending again: no later run takes it up.
    await database.db.update(outbox).set({ claimedUntil: null }).where(eq(outbox.id, id))
    expect(await mail.deliverPending()).toEqual({ delivered: 0, failed: 0 })
    await mail.close()
    expect(sink.received).toHaveLength(0)
  })
})
