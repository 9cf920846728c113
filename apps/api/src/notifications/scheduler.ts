import { notificationTiming } from '@dating/domain/notification-settings'
import type { Database } from '../db/client.ts'
import type { MailService } from '../mail/service.ts'
import { sendDueNotificationMails } from './mail-digest.ts'
import { deliverPendingPushes } from './push-delivery.ts'

export type NotificationDelivery = {
  /** Runs a delivery now (a push should not wait for the next tick); coalesced with one running. */
  deliverSoon: () => void
  stop: () => void
}

/**
 * Runs the deliveries inside the api every `everyMs`, and whenever deliverSoon asks (a job
 * queue may take them over: both are plain functions of the database and the time). A run
 * asked for while one is going runs once right after it.
 */
export function scheduleNotificationDelivery(
  db: Database,
  mail: MailService,
  options: {
    pushEndpointOrigins?: readonly string[]
    now?: () => Date
    log?: (line: string) => void
    everyMs?: number
  } = {},
): NotificationDelivery {
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((line: string) => console.log(line))
  let running = false
  let again = false
  const run = async (): Promise<void> => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      const pushes = await deliverPendingPushes(db, now(), {
        extraEndpointOrigins: options.pushEndpointOrigins,
      })
      if (pushes.sent + pushes.gone + pushes.failed > 0) {
        log(
          `push: ${pushes.sent} sent, ${pushes.gone} to expired subscriptions, ${pushes.failed} failed, ${pushes.retried} to retry`,
        )
      }
      const mails = await sendDueNotificationMails(db, mail, now())
      if (mails.mailed > 0) log(`notification mail: ${mails.mailed} sent, ${mails.dropped} seen`)
    } catch (error) {
      console.error('notification delivery: the run failed', error)
    } finally {
      running = false
    }
    if (again) {
      again = false
      await run()
    }
  }
  const timer = setInterval(
    () => void run(),
    options.everyMs ?? notificationTiming.deliveryIntervalMs,
  )
  timer.unref()
  return { deliverSoon: () => void run(), stop: () => clearInterval(timer) }
}
