/**
 * Page-bounce logging of SPEC §7 (docs/decisions/023-landers.md), re-exported by
 * src/db/schema.ts.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
// A cycle with src/db/schema.ts, which re-exports this file: harmless, since drizzle reads
// references lazily.
import { sites, users } from '../db/schema.ts'

/** One "the page went out of sight" beacon of a visit that came with the `lb` query. */
export const pageHiddenEvents = pgTable(
  'page_hidden_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** The member, when the visitor was logged in; kept as an anonymous event after erasure. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The path of the page that was left (no query: it may carry personal data). */
    path: text('path').notNull(),
    /** The visit's tracking data (the `tracking` cookie), if any. */
    tracking: jsonb('tracking').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_hidden_events_site_idx').on(table.siteId, table.createdAt)],
)
