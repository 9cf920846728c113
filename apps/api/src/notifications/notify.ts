/**
 * notifyMember decides whether and how a member hears of a message, like or match: by push to
 * each of their subscribed browsers, and by a batched email while they are away (docs/decisions/
 * 030-notifications-and-push.md). It only queues; sendDueNotificationMails and
 * deliverPendingPushes deliver.
 */
import { notificationTiming } from '@dating/domain/notification-settings'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { blocks, profiles, users } from '../db/schema.ts'
import {
  invisibleProfiles,
  memberPresence,
  notificationQueue,
  pushSubscriptions,
} from './schema.ts'
import { isOnline } from './presence.ts'
import { readNotificationSettings, wantsNotification } from './settings.ts'

export type MemberEvent =
  | { kind: 'like' | 'match'; from: number }
  | {
      kind: 'message'
      from: number
      conversationId: number
      messageId: number
      /** The message's text; a push shows its first words, a mail never does. */
      text?: string
    }

export type NotifyContext = {
  /** Scheme and host links in the mail and push point at (the brand's site). */
  origin: string
  now: Date
}

export type NotifyResult = { pushes: number; email: boolean }

const nothing: NotifyResult = { pushes: 0, email: false }
const previewLength = 80

function previewOf(text: string | undefined): string | undefined {
  if (!text) return undefined
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > previewLength ? `${flat.slice(0, previewLength - 1)}…` : flat
}

/**
 * Queues the notifications of one event for the member behind profile `to`: nothing for an
 * account that is gone, between members who blocked each other, or for a like or match by a
 * member in invisible mode (their likes are not shown); pushes by the member's push settings;
 * an email item by their email settings when they are away, have a confirmed address and
 * email notifications are not disabled (SPEC §4).
 */
export async function notifyMember(
  db: Database,
  to: number,
  event: MemberEvent,
  context: NotifyContext,
): Promise<NotifyResult> {
  if (to === event.from) return nothing
  const [recipient] = await db
    .select({
      userId: users.id,
      siteId: users.siteId,
      email: users.email,
      status: users.status,
      notificationsDisabled: users.notificationsDisabled,
      lastSeenAt: memberPresence.lastSeenAt,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${to} and ${blocks.blockedProfileId} = ${event.from}) or (${blocks.blockerProfileId} = ${event.from} and ${blocks.blockedProfileId} = ${to}))`,
      senderHidden: sql<boolean>`exists (select 1 from ${invisibleProfiles} where ${invisibleProfiles.profileId} = ${event.from})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(memberPresence, eq(memberPresence.userId, users.id))
    .where(eq(profiles.id, to))
  if (!recipient || recipient.blocked) return nothing
  if (recipient.status !== 'active' && recipient.status !== 'not_confirmed') return nothing
  if (event.kind !== 'message' && recipient.senderHidden) return nothing

  const settings = await readNotificationSettings(db, { userId: recipient.userId, profileId: to })
  const row = {
    userId: recipient.userId,
    siteId: recipient.siteId,
    kind: event.kind,
    fromProfileId: event.from,
    conversationId: event.kind === 'message' ? event.conversationId : null,
    messageId: event.kind === 'message' ? event.messageId : null,
    origin: context.origin,
    detail: event.kind === 'message' ? { preview: previewOf(event.text) } : {},
    createdAt: context.now,
    nextAttemptAt: context.now,
  }

  const subscriptions = wantsNotification(settings, 'push', event.kind)
    ? await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, recipient.userId))
    : []
  const email =
    wantsNotification(settings, 'email', event.kind) &&
    recipient.email !== null &&
    recipient.status === 'active' &&
    recipient.notificationsDisabled.length === 0 &&
    !isOnline(recipient.lastSeenAt, context.now, notificationTiming.awayAfterMs)

  const rows = [
    ...subscriptions.map((subscription) => ({
      ...row,
      channel: 'push' as const,
      subscriptionId: subscription.id,
    })),
    ...(email ? [{ ...row, channel: 'email' as const, subscriptionId: null }] : []),
  ]
  if (rows.length > 0) await db.insert(notificationQueue).values(rows)
  return { pushes: subscriptions.length, email }
}

function pendingFrom(from: number, to: number, kinds: ('like' | 'match')[]) {
  return and(
    eq(notificationQueue.fromProfileId, from),
    inArray(notificationQueue.kind, kinds),
    eq(
      notificationQueue.userId,
      sql`(select ${profiles.userId} from ${profiles} where ${profiles.id} = ${to})`,
    ),
  )
}

/**
 * A like taken back (`from` unliked `to`): the news of it that was not sent yet goes too, the
 * like and match for `to` and the match for `from`, so nobody hears of a like that is gone.
 */
export async function withdrawNotifications(
  db: Database,
  pair: { from: number; to: number },
  now: Date,
): Promise<void> {
  await db
    .update(notificationQueue)
    .set({ cancelledAt: now })
    .where(
      and(
        sql`${notificationQueue.sentAt} is null and ${notificationQueue.cancelledAt} is null`,
        or(
          pendingFrom(pair.from, pair.to, ['like', 'match']),
          pendingFrom(pair.to, pair.from, ['match']),
        ),
      ),
    )
}
