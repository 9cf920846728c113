/**
 * Moderation (docs/decisions/035a-moderation-decisions-and-appeals.md), re-exported by
 * src/db/schema.ts.
 */
import {
  appealStatuses,
  decisionGrounds,
  decisionSources,
  restrictions,
} from '@dating/domain/moderation'
import { reportReasons } from '@dating/domain/profile-attributes'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
// A cycle with src/db/schema.ts, which re-exports this file: harmless, since drizzle reads
// references lazily.
import { images, messages, profiles, reports, sites, users } from '../db/schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const restrictionEnum = pgEnum('moderation_restriction', restrictions)
export const decisionGroundEnum = pgEnum('moderation_ground', decisionGrounds)
export const decisionSourceEnum = pgEnum('moderation_source', decisionSources)
export const appealStatusEnum = pgEnum('appeal_status', appealStatuses)
/** The report reasons again: the schema's report_reason enum is not initialised here yet. */
export const decisionReasonEnum = pgEnum('moderation_reason', reportReasons)

/** Members who may decide on the brand's reports (their users row's site). */
export const moderators = pgTable('moderators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})

/**
 * A restriction of a member's content or account and its statement of reasons (DSA Art. 17).
 * Rows are never edited except by an appeal's outcome; the restriction itself is applied to
 * the profile, image, message or user row in the same transaction.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** The restricted member. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    restriction: restrictionEnum('restriction').notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    /** The report or notice that led to it, if any (kept when the report is deleted). */
    source: decisionSourceEnum('source').notNull(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    ground: decisionGroundEnum('ground').notNull(),
    /** The rule broken, in the words of the report reasons. */
    reason: decisionReasonEnum('reason').notNull(),
    /** The law broken, on the `illegal` ground. */
    legalReference: text('legal_reference'),
    /** The facts and circumstances, as the moderator wrote them for the member. */
    facts: text('facts').notNull(),
    /** Whether automated means detected the content or took the decision. */
    automated: boolean('automated').notNull(),
    /** Null for an automated decision. */
    moderatorUserId: integer('moderator_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** sha256 (hex) of the appeal link's token, mailed with the statement of reasons. */
    appealTokenHash: text('appeal_token_hash').notNull().unique(),
    appealUntil: timestamp('appeal_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_decisions_user_idx').on(table.userId, table.createdAt),
    index('moderation_decisions_profile_idx').on(table.profileId, table.restriction),
    check(
      'moderation_decisions_legal_reference',
      sql`${table.ground} <> 'illegal' OR ${table.legalReference} IS NOT NULL`,
    ),
  ],
)

/** A member's appeal against a decision (DSA Art. 20): one per decision. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    explanation: text('explanation').notNull(),
    status: appealStatusEnum('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('moderation_appeals_decision_idx').on(table.decisionId),
    index('moderation_appeals_status_idx').on(table.status, table.createdAt),
  ],
)
