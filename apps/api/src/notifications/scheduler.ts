import type { Database } from '../db/client.ts'
import type { JobDefinition } from '../jobs/queue.ts'
import type { MailService } from '../mail/service.ts'
import { sendDueNotificationMails } from './mail-digest.ts'
import { deliverPendingPushes } from './push-delivery.ts'

export const notificationDeliveryJobName = 'notification-delivery'

/**
 * Delivers queued pushes and the due notification mails: every minute on the job queue, and
 * whenever a request queued a push (`deliverNotificationsSoon` enqueues it; the queue is
 * stately, so a burst of likes asks for one run).
 */
export function notificationDeliveryJob(
  db: Database,
  mail: MailService,
  options: { pushEndpointOrigins?: readonly string[]; now?: () => Date } = {},
): JobDefinition {
  const now = options.now ?? (() => new Date())
  return {
    name: notificationDeliveryJobName,
    cron: '* * * * *',
    policy: 'stately',
    retries: 0,
    timeoutSeconds: 5 * 60,
    run: async () => {
      const pushes = await deliverPendingPushes(db, now(), {
        extraEndpointOrigins: options.pushEndpointOrigins,
      })
      const mails = await sendDueNotificationMails(db, mail, now())
      const lines: string[] = []
      if (pushes.sent + pushes.gone + pushes.failed > 0) {
        lines.push(
          `push: ${pushes.sent} sent, ${pushes.gone} to expired subscriptions, ${pushes.failed} failed, ${pushes.retried} to retry`,
        )
      }
      if (mails.mailed > 0)
        lines.push(`notification mail: ${mails.mailed} sent, ${mails.dropped} seen`)
      return lines.length > 0 ? lines.join('; ') : undefined
    },
  }
}
