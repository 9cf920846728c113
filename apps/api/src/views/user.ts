import type { User } from '@dating/domain/entities'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { images, profiles, users } from '../db/schema.ts'
import { activeMainImage, summaryColumns, summaryView } from './profiles.ts'

/**
 * The logged-in user of SPEC §3 as GET /api/user.php answers it, or null when gone. One query:
 * it runs on every page view, and on PGlite each round trip costs more than the counting. The
 * counts leave out disabled profiles, as likes.php and chats.php do.
 */
export async function loadUser(db: Database, userId: number, today: string): Promise<User | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      userId: users.id,
      email: users.email,
      language: users.language,
      signupDate: users.signupDate,
      accountStatus: users.status,
      notificationsDisabled: users.notificationsDisabled,
      credits: sql<number>`(select coalesce(sum(cl.delta), 0)::int from credit_ledger as cl where cl.user_id = "users"."id")`,
      paidUser: sql<boolean>`exists (select 1 from credit_ledger as cl where cl.user_id = "users"."id" and cl.reason = 'purchase')`,
      unreadMessages: sql<number>`(select count(*)::int from messages as m join conversations as cv on cv.id = m.conversation_id join profiles as sender on sender.id = m.sender_profile_id and (sender.status = 'active' or exists (select 1 from users as su where su.id = sender.user_id and su.status = 'not_confirmed')) where (cv.profile_a_id = "profiles"."id" or cv.profile_b_id = "profiles"."id") and m.sender_profile_id <> "profiles"."id" and m.read_at is null and m.removed_at is null)`,
      newLikes: sql<number>`(select count(*)::int from likes as lk join profiles as liker on liker.id = lk.from_profile_id and liker.status = 'active' where lk.to_profile_id = "profiles"."id" and lk.like_new and not exists (select 1 from invisible_profiles as ip where ip.profile_id = lk.from_profile_id))`,
    })
    .from(profiles)
    .leftJoin(images, activeMainImage)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return null
  return {
    id: row.userId,
    email: row.email ?? '',
    profile: summaryView(row, { profileId: row.id, premium: row.paidUser }, today),
    credits: Number(row.credits),
    paid_user: row.paidUser,
    language: row.language,
    signup_date: row.signupDate.toISOString(),
    status: row.accountStatus,
    notifications_disabled: row.notificationsDisabled,
    unread_messages: Number(row.unreadMessages),
    new_likes: Number(row.newLikes),
  }
}
