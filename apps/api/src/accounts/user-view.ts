import type { User } from '@dating/domain/entities'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { preparedOn } from '../db/prepared.ts'
import { images, profiles, users } from '../db/schema.ts'
import {
  activeMainImage,
  type SummaryRow,
  summaryColumns,
  summaryView,
} from '../profiles/summaries.ts'

/**
 * The columns of the logged-in user of SPEC §3 over `profiles`, `users` and the main image.
 * Credits and the paid flag are counters on the users row (decision 037); the unread and
 * new-like counts leave out disabled profiles, as likes.php and chats.php do, and read only the
 * unread messages (messages_unread_idx) and the unseen likes (likes_to_idx), never the history.
 */
export const userViewColumns = {
  ...summaryColumns,
  userId: users.id,
  email: users.email,
  language: users.language,
  signupDate: users.signupDate,
  accountStatus: users.status,
  notificationsDisabled: users.notificationsDisabled,
  credits: users.credits,
  paid: users.paid,
  unreadMessages: sql<number>`(select count(*)::int from conversations as cv join messages as m on m.conversation_id = cv.id and m.read_at is null and m.removed_at is null and m.sender_profile_id <> "profiles"."id" join profiles as sender on sender.id = m.sender_profile_id and (sender.status = 'active' or exists (select 1 from users as su where su.id = sender.user_id and su.status = 'not_confirmed')) where cv.profile_a_id = "profiles"."id" or cv.profile_b_id = "profiles"."id")`,
  newLikes: sql<number>`(select count(*)::int from likes as lk join profiles as liker on liker.id = lk.from_profile_id and liker.status = 'active' where lk.to_profile_id = "profiles"."id" and lk.like_new and not exists (select 1 from invisible_profiles as ip where ip.profile_id = lk.from_profile_id))`,
}

export type UserViewRow = SummaryRow & {
  userId: number
  email: string | null
  language: User['language']
  signupDate: Date
  accountStatus: User['status']
  notificationsDisabled: User['notifications_disabled']
  credits: number
  paid: boolean
  unreadMessages: number
  newLikes: number
}

export function userView(row: UserViewRow, today: string): User {
  return {
    id: row.userId,
    email: row.email ?? '',
    profile: summaryView(row, { profileId: row.id, premium: row.paid }, today),
    credits: Number(row.credits),
    paid_user: row.paid,
    language: row.language,
    signup_date: row.signupDate.toISOString(),
    status: row.accountStatus,
    notifications_disabled: row.notificationsDisabled,
    unread_messages: Number(row.unreadMessages),
    new_likes: Number(row.newLikes),
  }
}

const userQuery = preparedOn((db) =>
  db
    .select(userViewColumns)
    .from(profiles)
    .leftJoin(images, activeMainImage)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_view'),
)

/** The logged-in user of SPEC §3 as GET /api/user.php answers it, or null when gone. */
export async function loadUser(db: Database, userId: number, today: string): Promise<User | null> {
  const [row] = await userQuery(db).execute({ userId })
  return row ? userView(row, today) : null
}
