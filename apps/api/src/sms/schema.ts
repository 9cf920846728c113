/** The SMS outbox (src/sms), re-exported by src/db/schema.ts. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
// A cycle with src/db/schema.ts, which re-exports this file: harmless, drizzle reads lazily.
import { sites, users } from '../db/schema.ts'

/** Every SMS the api sent, whichever gateway carried it; the dev outbox (/dev/sms) reads it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the message is for, e.g. `directdebit_code`. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** `outbox` (kept here only) or `gateway`. */
    transport: text('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.to, table.sentAt)],
)
