/**
 * Tables of notifications and push (docs/decisions/030-notifications-and-push.md), re-exported
 * by src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
// A cycle with src/db/schema.ts, which re-exports this file: harmless, since drizzle reads
// references lazily.
import { conversations, messages, profiles, sessions, sites, users } from '../db/schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** A member's notification settings; no row: every kind on (defaultNotificationSettings). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailMessage: boolean('email_message').notNull().default(true),
  emailLike: boolean('email_like').notNull().default(true),
  emailMatch: boolean('email_match').notNull().default(true),
  emailNews: boolean('email_news').notNull().default(true),
  pushMessage: boolean('push_message').notNull().default(true),
  pushLike: boolean('push_like').notNull().default(true),
  pushMatch: boolean('push_match').notNull().default(true),
  pushNews: boolean('push_news').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Profiles in invisible mode: left out of search, likes and the match finder. A row per
 * invisible profile keeps the members search's anti-join on a tiny table.
 */
export const invisibleProfiles = pgTable('invisible_profiles', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})

/** When the api last saw the member (GET /api/user.php on every page and refresh). */
export const memberPresence = pgTable('member_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
})

/**
 * A browser's push subscription (SPEC §7 POST /api/user.php?push=1). It belongs to the session
 * that stored it, so logging out (or a password change ending the session) stops the pushes to
 * that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
)

export const notificationEventKindEnum = pgEnum('notification_event_kind', [
  'message',
  'like',
  'match',
])
export const notificationChannelEnum = pgEnum('notification_channel', ['email', 'push'])

/**
 * News waiting for delivery: an email item waits to be gathered into the member's next mail, a
 * push item is one push to one subscription. `sent_at` is set when it went out (or was claimed
 * for sending), `cancelled_at` when it no longer should.
 */
export const notificationQueue = pgTable(
  'notification_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: notificationEventKindEnum('kind').notNull(),
    channel: notificationChannelEnum('channel').notNull(),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    /** The message a `message` item tells of: its removal takes the news back (decision 046). */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    /** Where links point (scheme and host of the brand as the event's request reached it). */
    origin: text('origin').notNull(),
    /** Extra data of the event, e.g. the message's first words for a push. */
    detail: jsonb('detail').$type<{ preview?: string }>().notNull().default({}),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_queue_pending_idx')
      .on(table.channel, table.nextAttemptAt)
      .where(sql`sent_at is null and cancelled_at is null`),
    index('notification_queue_user_idx').on(table.userId, table.channel, table.sentAt),
    index('notification_queue_message_idx').on(table.messageId).where(sql`message_id is not null`),
  ],
)
