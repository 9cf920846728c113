/**
 * Gathers the email items notifyMember queued into one notification mail per member, in the
 * member's language, through the mail service (so unsubscribe links, List-Unsubscribe and the
 * notifications_disabled check apply as to every notification mail). A mail goes out once the
 * first item waited `batchWindowMs`, at most one per `minMailIntervalMs`, and only while the
 * member stays away: items the member could have seen on the site are dropped.
 */
import { type FictionalMark, fictionalLine } from '@dating/domain/fictional'
import type { Locale } from '@dating/domain/locales'
import { notificationTiming } from '@dating/domain/notification-settings'
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, sites } from '../db/schema.ts'
import { memberPresence, notificationQueue } from './schema.ts'
import { brandFictionalMark, newsName } from '../brand/fictional-mark.ts'
import { memberRecipient } from '../mail/recipient.ts'
import type { MailService } from '../mail/service.ts'
import type { MessageRef } from '../mail/templates/template.ts'
import { claimQueueRows } from './queue.ts'

const membersPerRun = 100
/** Names a mail mentions per kind; the count says how many more there are. */
const namesPerKind = 3

export type DigestReport = { mailed: number; dropped: number; refused: number }

type Item = {
  id: number
  kind: 'message' | 'like' | 'match'
  fromProfileId: number
  fromName: string
  fromFictional: boolean
  origin: string
  createdAt: Date
}

const pendingEmail = and(
  eq(notificationQueue.channel, 'email'),
  sql`${notificationQueue.sentAt} is null and ${notificationQueue.cancelledAt} is null`,
)

/** Members with a mail due: the oldest pending item waited the window, the last mail is old enough. */
async function dueMembers(db: Database, now: Date): Promise<number[]> {
  const windowStart = new Date(now.getTime() - notificationTiming.batchWindowMs)
  const intervalStart = new Date(now.getTime() - notificationTiming.minMailIntervalMs)
  const rows = await db
    .select({ userId: notificationQueue.userId })
    .from(notificationQueue)
    .where(pendingEmail)
    .groupBy(notificationQueue.userId)
    .having(
      and(
        lte(min(notificationQueue.createdAt), windowStart),
        sql`not exists (select 1 from ${notificationQueue} as sent where sent.user_id = ${notificationQueue.userId} and sent.channel = 'email' and sent.sent_at > ${intervalStart.toISOString()}::timestamptz)`,
      ),
    )
    .limit(membersPerRun)
  return rows.map((row) => row.userId)
}

/** Claims the member's pending items (sent_at set), skipping rows another instance holds. */
async function claimItems(db: Database, userId: number, now: Date): Promise<Item[]> {
  const claimed = await claimQueueRows(db, {
    where: and(pendingEmail, eq(notificationQueue.userId, userId)),
    set: { sentAt: now },
  })
  if (claimed.length === 0) return []
  return db
    .select({
      id: notificationQueue.id,
      kind: notificationQueue.kind,
      fromProfileId: notificationQueue.fromProfileId,
      fromName: profiles.name,
      fromFictional: profiles.fictional,
      origin: notificationQueue.origin,
      createdAt: notificationQueue.createdAt,
    })
    .from(notificationQueue)
    .innerJoin(profiles, eq(profiles.id, notificationQueue.fromProfileId))
    .where(inArray(notificationQueue.id, claimed))
    .orderBy(asc(notificationQueue.createdAt), asc(notificationQueue.id))
}

/** "Anna, Bea (🎭 Fictional profile) and Carla" in the member's language. */
function namesOf(items: Item[], locale: Locale, fictional: FictionalMark): string {
  const names = [
    ...new Set(items.map((item) => newsName(item.fromName, item.fromFictional, fictional))),
  ].slice(0, namesPerKind)
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
}

/**
 * The mail's paragraphs and where its button leads, from the items of each kind. News from a
 * fictional profile names it with the brand's mark and says what such a profile is.
 */
export function digestContent(
  items: Item[],
  locale: Locale,
  origin: string,
  fictional: FictionalMark,
) {
  const byKind = (kind: Item['kind']) => items.filter((item) => item.kind === kind)
  const paragraphs: MessageRef[] = []
  for (const kind of ['message', 'match', 'like'] as const) {
    const ofKind = byKind(kind)
    if (ofKind.length === 0) continue
    paragraphs.push({
      id: `notifications.mail.${kind}`,
      values: { count: ofKind.length, names: namesOf(ofKind, locale, fictional) },
    })
  }
  if (items.some((item) => item.fromFictional)) {
    paragraphs.push({
      id: 'notifications.mail.fictional',
      values: { mark: fictionalLine(fictional) },
    })
  }
  paragraphs.push({ id: 'notifications.mail.settings', values: { url: `${origin}/notifications` } })
  const path =
    byKind('message').length > 0
      ? '/chats'
      : byKind('match').length > 0
        ? '/likes/matches'
        : '/likes/received'
  return { paragraphs, url: `${origin}${path}` }
}

/** Mails every member whose notification mail is due; answers what happened. */
export async function sendDueNotificationMails(
  db: Database,
  mail: MailService,
  now: Date,
): Promise<DigestReport> {
  const report: DigestReport = { mailed: 0, dropped: 0, refused: 0 }
  for (const userId of await dueMembers(db, now)) {
    const items = await claimItems(db, userId, now)
    if (items.length === 0) continue
    const [presence] = await db
      .select({ lastSeenAt: memberPresence.lastSeenAt })
      .from(memberPresence)
      .where(eq(memberPresence.userId, userId))
    // Seen on the site after the news arrived: the member had the chance to see it there.
    const seen = items.filter((item) => presence && presence.lastSeenAt > item.createdAt)
    const unseen = items.filter((item) => !seen.includes(item))
    const cancel = (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve()
        : db
            .update(notificationQueue)
            .set({ sentAt: null, cancelledAt: now })
            .where(inArray(notificationQueue.id, ids))
    await cancel(seen.map((item) => item.id))
    report.dropped += seen.length
    if (unseen.length === 0) continue

    const [recipient, [site]] = await Promise.all([
      memberRecipient(db, userId),
      db
        .select()
        .from(sites)
        .where(eq(sites.id, sql`(select site_id from users where id = ${userId})`)),
    ])
    if (!recipient || !site) {
      await cancel(unseen.map((item) => item.id))
      report.refused += unseen.length
      continue
    }
    const origin = (unseen[unseen.length - 1] as Item).origin
    const content = digestContent(
      unseen,
      recipient.locale,
      origin,
      brandFictionalMark(site, recipient.locale),
    )
    try {
      const result = await mail.send({
        kind: 'notification',
        site,
        origin,
        to: recipient,
        data: {
          subject: {
            id: 'notifications.mail.subject',
            values: { brand: site.mailName || site.name },
          },
          paragraphs: content.paragraphs,
          action: { label: { id: 'notifications.mail.open' }, url: content.url },
        },
      })
      if (result.sent) {
        report.mailed += 1
      } else {
        await cancel(unseen.map((item) => item.id))
        report.refused += unseen.length
      }
    } catch (error) {
      // Unclaimed, so the next run tries again.
      await db
        .update(notificationQueue)
        .set({ sentAt: null })
        .where(
          inArray(
            notificationQueue.id,
            unseen.map((item) => item.id),
          ),
        )
      throw error
    }
  }
  return report
}
