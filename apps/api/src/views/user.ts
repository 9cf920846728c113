import type { User } from '@dating/domain/entities'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, users } from '../db/schema.ts'
import { selectSummaries, summaryView } from './profiles.ts'

/** The logged-in user of SPEC §3 as GET /api/user.php answers it, or null when gone. */
export async function loadUser(db: Database, userId: number, today: string): Promise<User | null> {
  const [row] = await selectSummaries(db)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return null
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      signupDate: users.signupDate,
      status: users.status,
      notificationsDisabled: users.notificationsDisabled,
      credits: sql<number>`(select coalesce(sum(cl.delta), 0)::int from credit_ledger as cl where cl.user_id = "users"."id")`,
      paidUser: sql<boolean>`exists (select 1 from credit_ledger as cl where cl.user_id = "users"."id" and cl.reason = 'purchase')`,
      unreadMessages: sql<number>`(select count(*)::int from messages as m join conversations as cv on cv.id = m.conversation_id where (cv.profile_a_id = ${row.id} or cv.profile_b_id = ${row.id}) and m.sender_profile_id <> ${row.id} and m.read_at is null)`,
      newLikes: sql<number>`(select count(*)::int from likes as lk where lk.to_profile_id = ${row.id} and lk.like_new)`,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!account) return null
  return {
    id: account.id,
    email: account.email ?? '',
    profile: summaryView(row, { profileId: row.id, premium: account.paidUser }, today),
    credits: Number(account.credits),
    paid_user: account.paidUser,
    language: account.language,
    signup_date: account.signupDate.toISOString(),
    status: account.status,
    notifications_disabled: account.notificationsDisabled,
    unread_messages: Number(account.unreadMessages),
    new_likes: Number(account.newLikes),
  }
}
