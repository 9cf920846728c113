/**
 * A payment webhook that came while the provider could not tell the payment's status is
 * answered 200 (the provider stops calling) and sent again from the job queue, with a growing
 * delay, until the status is known. The replay goes through the app itself, as the provider's
 * call did, so it books exactly as a webhook does (once: settle.ts).
 */
import type { JobDefinition } from '../jobs/queue.ts'

export const paymentWebhookRetryJobName = 'payment-webhook-retry'

export type WebhookReplay = { id: string; host: string; proto: string }

/** `replay` answers the webhook's HTTP status. */
export function paymentWebhookRetryJob(
  replay: (data: WebhookReplay) => Promise<number>,
): JobDefinition {
  return {
    name: paymentWebhookRetryJobName,
    // 30 s, 1 min, 2 min, … about 17 hours in all.
    retries: 11,
    retryDelaySeconds: 30,
    run: async (data) => {
      const status = await replay(data as WebhookReplay)
      if (status !== 200) throw new Error(`payment webhook replay answered ${status}`)
      return `payment webhook for ${String(data.id)} replayed`
    },
  }
}
