/**
 * Moderation (decisions 035a, 056 and 057): a feature's tables on top of the core ones in
 * src/db/schema.ts.
 */
import {
  appealStatuses,
  decisionGrounds,
  decisionSources,
  dismissalReasons,
  liftReasons,
  restrictions,
} from '@dating/domain/moderation'
import { reportReasons } from '@dating/domain/profile-attributes'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  images,
  messages,
  profiles,
  reportReasonEnum,
  reports,
  reportSourceEnum,
  sites,
  users,
} from '../db/schema.ts'
import { staff } from '../staff/schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const restrictionEnum = pgEnum('moderation_restriction', restrictions)
export const decisionGroundEnum = pgEnum('moderation_ground', decisionGrounds)
export const decisionSourceEnum = pgEnum('moderation_source', decisionSources)
export const appealStatusEnum = pgEnum('appeal_status', appealStatuses)
/** The report reasons again: the schema's report_reason enum is not initialised here yet. */
export const decisionReasonEnum = pgEnum('moderation_reason', reportReasons)
export const liftReasonEnum = pgEnum('lift_reason', liftReasons)
export const dismissalReasonEnum = pgEnum('dismissal_reason', dismissalReasons)

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
    moderatorStaffId: integer('moderator_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    /** When the answered report arrived (kept when the report is deleted), for the timings. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** When the restriction ends by itself (a job lifts it); null: until reversed on appeal. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A suspension pending the review of its report (DSA Art. 16(2)). */
    interim: boolean('interim').notNull().default(false),
    /** When the restriction stopped applying, and why; the row stays as the record. */
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftReason: liftReasonEnum('lift_reason'),
    /** sha256 (hex) of the appeal link's token, mailed with the statement of reasons. */
    appealTokenHash: text('appeal_token_hash').notNull().unique(),
    appealUntil: timestamp('appeal_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_decisions_user_idx').on(table.userId, table.createdAt),
    index('moderation_decisions_profile_idx').on(table.profileId, table.restriction),
    index('moderation_decisions_site_idx').on(table.siteId, table.createdAt),
    index('moderation_decisions_ending_idx')
      .on(table.endsAt)
      .where(sql`${table.liftedAt} is null and ${table.endsAt} is not null`),
    check(
      'moderation_decisions_lifted',
      sql`(${table.liftedAt} IS NULL) = (${table.liftReason} IS NULL)`,
    ),
    check(
      'moderation_decisions_legal_reference',
      sql`${table.ground} <> 'illegal' OR ${table.legalReference} IS NOT NULL`,
    ),
  ],
)

/**
 * A report answered without a restriction. A notice's sender may appeal it (DSA Art. 20(1))
 * through the link of the outcome mail; the row keeps what the sender's page shows.
 */
export const reportDismissals = pgTable(
  'report_dismissals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: dismissalReasonEnum('reason').notNull(),
    /** Written for the notice's sender. */
    note: text('note').notNull(),
    reportSource: reportSourceEnum('report_source').notNull(),
    reportReason: reportReasonEnum('report_reason').notNull(),
    contentUrl: text('content_url'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** sha256 of the outcome mail's appeal token; null when nobody was mailed. */
    appealTokenHash: text('appeal_token_hash').unique(),
    appealUntil: timestamp('appeal_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('report_dismissals_site_idx').on(table.siteId, table.createdAt)],
)

/**
 * An appeal (DSA Art. 20): a member's against a decision, or a notice sender's against a
 * dismissal. One per decision or dismissal.
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    decisionId: integer('decision_id').references(() => moderationDecisions.id, {
      onDelete: 'cascade',
    }),
    dismissalId: integer('dismissal_id').references(() => reportDismissals.id, {
      onDelete: 'cascade',
    }),
    /** The member appealing a decision; null for a notice's sender. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    explanation: text('explanation').notNull(),
    status: appealStatusEnum('status').notNull().default('open'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    outcomeNote: text('outcome_note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('moderation_appeals_decision_idx').on(table.decisionId),
    uniqueIndex('moderation_appeals_dismissal_idx').on(table.dismissalId),
    index('moderation_appeals_status_idx').on(table.status, table.createdAt),
    check(
      'moderation_appeals_subject',
      sql`(${table.decisionId} IS NULL) <> (${table.dismissalId} IS NULL)`,
    ),
  ],
)

/** Each decision's statement of reasons as the EU transparency database takes it (decision 057). */
export const transparencyStatements = pgTable(
  'transparency_statements',
  {
    decisionId: integer('decision_id')
      .primaryKey()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    payload: jsonb('payload').notNull(),
    /** Set by whatever submits it; nothing here calls the database's api. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('transparency_statements_site_idx').on(table.siteId, table.createdAt)],
)

/** Members seen on a brand in a calendar month (DSA Art. 24(2)); one row per member and month. */
export const activeRecipientMonths = pgTable(
  'active_recipient_months',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.month, table.userId] })],
)
