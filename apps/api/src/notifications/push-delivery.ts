/**
 * Sends the queued pushes (notifyMember queues one per subscription) with VAPID (RFC 8292) and
 * an aes128gcm-encrypted payload (RFC 8291), built by the web-push library and posted with
 * fetch, several at a time. A subscription the push service no longer knows (404, 410) is
 * deleted; 429, 5xx and no answer are retried with a growing delay, at most `maxPushAttempts`
 * times.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import webPush from 'web-push'
import type { Database } from '../db/client.ts'
import { profiles, sites, users } from '../db/schema.ts'
import { notificationQueue, pushSubscriptions } from './schema.ts'
import { isAllowedPushEndpoint } from '../push/endpoints.ts'
import { ensurePushKeys } from '../push/keys.ts'
import { vapidKeys } from '../push/vapid.ts'
import { brandFictionalMark } from '../brand/fictional-mark.ts'
import { pushPayload } from './push-payload.ts'
import { claimQueueRows } from './queue.ts'

export const maxPushAttempts = 5
const batchSize = 50
const requestTimeoutMs = 10_000
const parallelPushes = 8
/** How long a push service keeps a push for an offline browser. */
const pushTtlSeconds = 24 * 60 * 60

export type PushDelivery = {
  /** Origins besides the browser vendors' push services the api may post to (tests, self-hosted). */
  extraEndpointOrigins?: readonly string[]
  fetch?: typeof fetch
}

export type PushDeliveryReport = { sent: number; gone: number; failed: number; retried: number }

function retryDelayMs(attempt: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1))
}

/** Claims due push items (so a second api instance skips them) and answers them with their data. */
async function claimDuePushes(db: Database, now: Date) {
  const claimed = await claimQueueRows(db, {
    where: and(
      eq(notificationQueue.channel, 'push'),
      sql`${notificationQueue.sentAt} is null and ${notificationQueue.cancelledAt} is null`,
      lte(notificationQueue.nextAttemptAt, now),
    ),
    set: {
      attempts: sql`${notificationQueue.attempts} + 1`,
      // Held for a while: if this instance dies mid-send, another retries after that.
      nextAttemptAt: sql`${new Date(now.getTime() + 5 * 60_000).toISOString()}::timestamptz`,
    },
    limit: batchSize,
  })
  if (claimed.length === 0) return []
  return db
    .select({
      id: notificationQueue.id,
      kind: notificationQueue.kind,
      attempts: notificationQueue.attempts,
      conversationId: notificationQueue.conversationId,
      fromProfileId: notificationQueue.fromProfileId,
      detail: notificationQueue.detail,
      fromName: profiles.name,
      fromFictional: profiles.fictional,
      language: users.language,
      supportEmail: sites.supportEmail,
      fictionalIcon: sites.fictionalIcon,
      fictionalSingular: sites.fictionalSingular,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(notificationQueue)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationQueue.subscriptionId))
    .innerJoin(users, eq(users.id, notificationQueue.userId))
    .innerJoin(sites, eq(sites.id, notificationQueue.siteId))
    .innerJoin(profiles, eq(profiles.id, notificationQueue.fromProfileId))
    .where(inArray(notificationQueue.id, claimed))
}

/** Delivers every push that is due; answers what happened, for logs and tests. */
export async function deliverPendingPushes(
  db: Database,
  now: Date,
  options: PushDelivery = {},
): Promise<PushDeliveryReport> {
  const report: PushDeliveryReport = { sent: 0, gone: 0, failed: 0, retried: 0 }
  const due = await claimDuePushes(db, now)
  if (due.length === 0) return report
  const keys = vapidKeys(await ensurePushKeys(db))
  const send = options.fetch ?? fetch

  // Several at a time: a push service that hangs holds one slot until its timeout, never
  // another member's push behind it.
  await inParallel(due, parallelPushes, async (item) => {
    const finish = (values: Partial<typeof notificationQueue.$inferInsert>) =>
      db.update(notificationQueue).set(values).where(eq(notificationQueue.id, item.id))
    if (!isAllowedPushEndpoint(item.endpoint, options.extraEndpointOrigins ?? [])) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, item.subscriptionId))
      report.gone += 1
      return
    }
    const payload = pushPayload(
      {
        kind: item.kind,
        from: { profileId: item.fromProfileId, name: item.fromName, fictional: item.fromFictional },
        conversationId: item.conversationId,
        preview: item.detail.preview,
      },
      item.language,
      brandFictionalMark(item, item.language),
    )
    const request = webPush.generateRequestDetails(
      { endpoint: item.endpoint, keys: { p256dh: item.p256dh, auth: item.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: `mailto:${item.supportEmail}`, ...keys },
        TTL: pushTtlSeconds,
        urgency: item.kind === 'like' ? 'normal' : 'high',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    )
    let status: number
    try {
      const response = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        redirect: 'manual',
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
      status = response.status
      await response.body?.cancel()
    } catch {
      status = 0
    }
    if (status >= 200 && status < 300) {
      await finish({ sentAt: now })
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now })
        .where(eq(pushSubscriptions.id, item.subscriptionId))
      report.sent += 1
    } else if (status === 404 || status === 410) {
      // Deleting the subscription deletes its queued pushes with it.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, item.subscriptionId))
      report.gone += 1
    } else if (
      (status === 0 || status === 429 || status >= 500) &&
      item.attempts < maxPushAttempts
    ) {
      await finish({ nextAttemptAt: new Date(now.getTime() + retryDelayMs(item.attempts)) })
      report.retried += 1
    } else {
      await finish({ cancelledAt: now })
      report.failed += 1
    }
  })
  return report
}

/** Runs `task` for every item, at most `limit` at once. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T
      next += 1
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
