import type { Database } from '../db/client.ts'
import { smsOutbox } from './schema.ts'

/** A text message ready to leave. */
export type OutgoingSms = {
  siteId: number
  userId: number | null
  /** What it is for (sms_outbox.kind). */
  kind: string
  /** The brand's name, shown as the sender where the gateway allows it. */
  from: string
  to: string
  text: string
}

/**
 * The SMS port, beside the mail one (src/mail/mailer.ts): deliver the message, record it in
 * `sms_outbox`, answer its row id. Without a gateway (SMS_GATEWAY_URL) messages go no further
 * than the outbox, which the dev outbox page (/dev/sms) shows under the dev mailbox's rule.
 */
export type SmsSender = {
  transport: 'outbox' | 'gateway'
  deliver: (sms: OutgoingSms) => Promise<{ id: number }>
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
}

export async function recordSms(
  db: Database,
  sms: OutgoingSms,
  transport: SmsSender['transport'],
): Promise<{ id: number }> {
  const [row] = await db
    .insert(smsOutbox)
    .values({
      siteId: sms.siteId,
      userId: sms.userId,
      kind: sms.kind,
      to: sms.to,
      text: sms.text,
      transport,
    })
    .returning({ id: smsOutbox.id })
  if (!row) throw new Error('The SMS was not recorded')
  return row
}

export function createOutboxSms(db: Database): SmsSender {
  return { transport: 'outbox', deliver: (sms) => recordSms(db, sms, 'outbox') }
}

/**
 * An HTTP SMS gateway: POST JSON `{from, to, text}` with a bearer key to SMS_GATEWAY_URL; any
 * 2xx is delivered. Most gateways take this shape or sit behind a small relay that does.
 */
export function createGatewaySms(
  db: Database,
  gateway: { url: string; apiKey: string; fetch?: typeof fetch },
): SmsSender {
  const send = gateway.fetch ?? fetch
  return {
    transport: 'gateway',
    async deliver(sms) {
      const response = await send(gateway.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${gateway.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ from: sms.from.slice(0, 11), to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${String(error)}`)
      })
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`)
      return recordSms(db, sms, 'gateway')
    },
  }
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** Default: SMS go to the sms_outbox table only (src/sms). */
    sms?: SmsSender
  }
}
