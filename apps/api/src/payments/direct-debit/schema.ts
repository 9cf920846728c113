/**
 * Tables of SEPA direct debit (docs/decisions/034-sepa-direct-debit.md), re-exported by
 * src/db/schema.ts.
 */
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
// A cycle with src/db/schema.ts, which re-exports this file: harmless, drizzle reads lazily.
import { payments, sites, users } from '../../db/schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** The SMS codes that confirm a mandate: kept as an HMAC, one use, a few tries, ten minutes. */
export const directDebitCodes = pgTable(
  'direct_debit_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('direct_debit_codes_user_idx').on(table.userId, table.createdAt)],
)

/**
 * A signed SEPA mandate and the one payment it made. `code_id` and `payment_id` are unique: a
 * code confirms one mandate, so a replayed form finds the mandate it made.
 */
export const directDebitMandates = pgTable('direct_debit_mandates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The SEPA mandate reference (`DD-` and 16 characters), also the payment's provider id. */
  reference: text('reference').notNull().unique(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeId: integer('code_id')
    .notNull()
    .unique()
    .references(() => directDebitCodes.id, { onDelete: 'cascade' }),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  /** Minor units the brand owes back (a withdrawal): collected less or transferred back. */
  refundedAmount: integer('refunded_amount').notNull().default(0),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
})

/** Members who may not pay by direct debit (returned debits, fraud), set by support. */
export const directDebitBlocks = pgTable('direct_debit_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
})
