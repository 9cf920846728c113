/**
 * Staff of the back office (docs/decisions/055-back-office-staff.md), re-exported by
 * src/db/schema.ts: accounts, roles per brand, sessions, invitations and the audit log.
 */
import { locales } from '@dating/domain/locales'
import { auditActions, staffRoles } from '@dating/domain/staff'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
// A cycle with src/db/schema.ts, which re-exports this file: harmless, since drizzle reads
// references lazily (and the locale enum is declared again, as it may not be initialised yet).
import { sites } from '../db/schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

const staffLocaleEnum = pgEnum('locale', locales)
export const staffRoleEnum = pgEnum('staff_role', staffRoles)
export const auditActionEnum = pgEnum('audit_action', auditActions)

/** A person who works in the back office; not a member, never on the member site. */
export const staff = pgTable('staff', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Trimmed, lower case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id; null until the invitation is accepted. */
  passwordHash: text('password_hash'),
  language: staffLocaleEnum('language').notNull().default('en'),
  createdAt: createdAt(),
})

export const staffRoleGrants = pgTable(
  'staff_roles',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    role: staffRoleEnum('role').notNull(),
    grantedByStaffId: integer('granted_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.staffId, table.siteId, table.role] }),
    index('staff_roles_site_idx').on(table.siteId, table.role),
  ],
)

/** A back-office login: its own cookie, shorter and idle-limited (staff/sessions.ts). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** sha256 of the cookie token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
)

/** The mailed link with which an invited staff member chooses a password; used once. */
export const staffInvitations = pgTable('staff_invitations', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Who did what, when and from where. A trigger refuses every update, delete and truncate. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** The brand the action concerned; null for the staff member's own (login, logout). */
    siteId: integer('site_id').references(() => sites.id),
    action: auditActionEnum('action').notNull(),
    /** What it was done to, e.g. `report 12`, `staff 3`. */
    subject: text('subject'),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_audit_log_site_idx').on(table.siteId, table.id),
    index('staff_audit_log_staff_idx').on(table.staffId, table.id),
  ],
)
