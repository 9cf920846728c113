/**
 * A real SMTP server (the smtp-server package) that keeps what it receives, for the mail
 * faults: the api's test (tests/mail-server-faults.test.ts) and the faults bench stop it and
 * start it again on the same port. Addresses `refuse` picks are refused for good (550).
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; text: string }

export type SmtpSink = {
  /** The port, the same after every `start`. */
  port: () => number
  received: ReceivedMail[]
  /** Listens (again); the first start takes `port`, or any free one. */
  start: () => Promise<void>
  /** Stops listening and drops the open connections: the mail server is down. */
  stop: () => Promise<void>
}

export async function startSmtpSink(
  options: { port?: number; refuse?: (address: string) => boolean } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  let port = options.port ?? 0
  let server: SMTPServer | null = null
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (options.refuse?.(address.address)) {
            return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))
          }
          callback()
        },
        onData(stream, session, callback) {
          let text = ''
          stream.on('data', (chunk: Buffer) => {
            text += chunk.toString()
          })
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text })
            callback()
          })
        },
      })
      smtp.server.once('error', reject)
      smtp.listen(port, '127.0.0.1', () => {
        port = (smtp.server.address() as AddressInfo).port
        server = smtp
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      const smtp = server
      server = null
      if (!smtp) return resolve()
      smtp.close(() => resolve())
    })
  await start()
  return { port: () => port, received, start, stop }
}
