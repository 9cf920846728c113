import type { User } from '@dating/domain/entities'
import { isCurrency } from '@dating/domain/money'
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
  // Only for members who bought (the paid flag): what they paid per credit, in the currency of
  // their last purchase, and the last purchase that may still be withdrawn from.
  creditPrice: sql<{
    currency: string
    amount: number
    credits: number
  } | null>`case when "users"."paid" then (select json_build_object('currency', p.currency, 'amount', sum(p.amount), 'credits', sum(p.credits)) from payments as p where p.user_id = "users"."id" and p.status = 'paid' and p.currency = (select lp.currency from payments as lp where lp.user_id = "users"."id" and lp.status = 'paid' order by lp.paid_at desc limit 1) group by p.currency) end`,
  lastPurchase: sql<{
    payment_id: string
    paid_at: string
    refund_days: number
  } | null>`case when "users"."paid" then (select json_build_object('payment_id', p.public_id, 'paid_at', p.paid_at, 'refund_days', s.refund_days) from payments as p join sites as s on s.id = p.site_id where p.user_id = "users"."id" and p.status = 'paid' and p.refunded_at is null order by p.paid_at desc limit 1) end`,
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
  creditPrice: { currency: string; amount: number; credits: number } | null
  lastPurchase: { payment_id: string; paid_at: string; refund_days: number } | null
}

const dayMs = 24 * 60 * 60 * 1000

/** The member's credit price as the user view answers it (numbers from JSON may be strings). */
function creditPriceView(price: UserViewRow['creditPrice']): User['credit_price'] {
  if (!price || !isCurrency(price.currency)) return null
  const credits = Number(price.credits)
  return credits > 0 ? { currency: price.currency, amount: Number(price.amount), credits } : null
}

/**
 * The purchase a withdrawal is still possible from (its refund days running, credits left to
 * return), for the footer's and the account menu's "Withdraw from contract here".
 */
function withdrawalView(row: UserViewRow): User['withdrawal'] {
  const purchase = row.lastPurchase
  if (!purchase || Number(row.credits) <= 0) return null
  const until = new Date(Date.parse(purchase.paid_at) + Number(purchase.refund_days) * dayMs)
  return { payment_id: purchase.payment_id, until: until.toISOString() }
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
    credit_price: creditPriceView(row.creditPrice),
    withdrawal: withdrawalView(row),
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
