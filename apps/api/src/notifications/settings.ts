import {
  defaultNotificationSettings,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
} from '@dating/domain/notification-settings'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles } from '../db/schema.ts'
import { invisibleProfiles, notificationSettings } from './schema.ts'

type SettingsRow = typeof notificationSettings.$inferSelect

function settingsOf(row: SettingsRow | undefined, invisible: boolean): NotificationSettings {
  if (!row) return { ...defaultNotificationSettings, invisible }
  return {
    email: {
      message: row.emailMessage,
      like: row.emailLike,
      match: row.emailMatch,
      news: row.emailNews,
    },
    push: {
      message: row.pushMessage,
      like: row.pushLike,
      match: row.pushMatch,
      news: row.pushNews,
    },
    invisible,
  }
}

/** The member's settings, the defaults when they never changed any. */
export async function readNotificationSettings(
  db: Database,
  member: { userId: number; profileId: number },
): Promise<NotificationSettings> {
  const [[row], [invisible]] = await Promise.all([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, member.userId)),
    db
      .select({ profileId: invisibleProfiles.profileId })
      .from(invisibleProfiles)
      .where(eq(invisibleProfiles.profileId, member.profileId)),
  ])
  return settingsOf(row, invisible !== undefined)
}

/** Stores every setting at once (PUT replaces the whole object). */
export async function writeNotificationSettings(
  db: Database,
  member: { userId: number; profileId: number },
  settings: NotificationSettings,
  now: Date,
): Promise<void> {
  const values = {
    emailMessage: settings.email.message,
    emailLike: settings.email.like,
    emailMatch: settings.email.match,
    emailNews: settings.email.news,
    pushMessage: settings.push.message,
    pushLike: settings.push.like,
    pushMatch: settings.push.match,
    pushNews: settings.push.news,
    updatedAt: now,
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ userId: member.userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    if (settings.invisible) {
      await tx
        .insert(invisibleProfiles)
        .values({ profileId: member.profileId, createdAt: now })
        .onConflictDoNothing({ target: invisibleProfiles.profileId })
    } else {
      await tx.delete(invisibleProfiles).where(eq(invisibleProfiles.profileId, member.profileId))
    }
  })
}

/** Whether news of a kind reaches the member on a channel, by their settings. */
export function wantsNotification(
  settings: NotificationSettings,
  channel: NotificationChannel,
  kind: NotificationKind,
): boolean {
  return settings[channel][kind]
}

/** The user behind a profile, for callers that know only the profile. */
export async function userOfProfile(db: Database, profileId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
  return row?.userId ?? null
}
