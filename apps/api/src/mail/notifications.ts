import type { NotificationDisabledReason } from '@dating/domain/profile-attributes'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'

const addReason = (reason: NotificationDisabledReason) =>
  sql`case when ${reason}::notification_disabled_reason = any(${users.notificationsDisabled}) then ${users.notificationsDisabled} else array_append(${users.notificationsDisabled}, ${reason}::notification_disabled_reason) end`

/** Adds a reason to a member's notifications_disabled (kept once); false for no such member. */
export async function disableEmailNotifications(
  db: Database,
  subject: { userId: number; siteId: number },
  reason: NotificationDisabledReason,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ notificationsDisabled: addReason(reason) })
    .where(and(eq(users.id, subject.userId), eq(users.siteId, subject.siteId)))
    .returning({ id: users.id })
  return updated.length > 0
}

/** The same for every account with this address, on every brand; answers how many. */
export async function disableEmailNotificationsByAddress(
  db: Database,
  email: string,
  reason: NotificationDisabledReason,
): Promise<number> {
  const updated = await db
    .update(users)
    .set({ notificationsDisabled: addReason(reason) })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id })
  return updated.length
}
