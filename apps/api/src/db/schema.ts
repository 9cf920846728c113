/**
 * The database of the api. Column names of `sites` follow the Settings fields of SPEC §3 so a
 * brand row maps onto GET /api/settings.php one to one. Enumerations come from @dating/domain.
 *
 * Conventions the seed and the tests rely on:
 * - Every profile belongs to a users row. Seeded members without a login are users with
 *   `email` and `password_hash` null.
 * - `profiles.site_id` repeats `users.site_id` so the members search reads one table.
 * - Emails are stored trimmed and lower-cased; unique per site.
 * - An image's files live in the media store under `images.storage_key` (which starts with
 *   `images/`), one file per variant: `<storage_key>/<variant>.webp`, see src/media/variants.ts.
 *   Seeded profiles share the files of a rendered picture pool, so a storage key is not unique;
 *   every row sharing a key has the same `free` flag and site (src/seed/portrait-pool.ts).
 * - Credits are never edited: a balance is the sum of `credit_ledger.delta`; a user is a paid
 *   user when they have a `purchase` entry.
 * - Conversations store the two profiles ordered (`profile_a_id < profile_b_id`).
 *
 * These are the core tables. A feature's own tables sit in its folder on top of them
 * (`moderation/schema.ts`, `notifications/schema.ts`, ...) and never the other way round;
 * drizzle.config.ts lists every schema module for the migrations.
 */
import { accountTokenKinds, deletionReasons, rateEventKinds } from '@dating/domain/account'
import { messageKinds } from '@dating/domain/chat'
import { countries } from '@dating/domain/countries'
import {
  discountCodePurposes,
  discountCodeStatuses,
  discountCodeValidities,
} from '@dating/domain/discount-codes'
import { locales } from '@dating/domain/locales'
import { paymentStatuses } from '@dating/domain/payments'
import {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  imageStatuses,
  likeSources,
  notificationDisabledReasons,
  profileStatuses,
  relationshipStatuses,
  reportReasons,
  reportStatuses,
  sexualities,
  userStatuses,
} from '@dating/domain/profile-attributes'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const localeEnum = pgEnum('locale', locales)
export const countryEnum = pgEnum('country', countries)
export const genderEnum = pgEnum('gender', genders)
export const sexualityEnum = pgEnum('sexuality', sexualities)
export const hairColourEnum = pgEnum('hair_colour', hairColours)
export const eyeColourEnum = pgEnum('eye_colour', eyeColours)
export const bodyTypeEnum = pgEnum('body_type', bodyTypes)
export const relationshipStatusEnum = pgEnum('relationship_status', relationshipStatuses)
export const profileStatusEnum = pgEnum('profile_status', profileStatuses)
export const userStatusEnum = pgEnum('user_status', userStatuses)
export const imageStatusEnum = pgEnum('image_status', imageStatuses)
export const notificationDisabledReasonEnum = pgEnum(
  'notification_disabled_reason',
  notificationDisabledReasons,
)
export const signupsEnum = pgEnum('signups', ['all', 'with_trafficsource', 'other'])
export const searchVisibilityEnum = pgEnum('search_visibility', ['all', 'basic', 'none'])
export const siteEntryPopupEnum = pgEnum('site_entry_popup', ['yes', 'no'])
export const creditReasonEnum = pgEnum('credit_reason', [
  'purchase',
  'signup_bonus',
  'spend',
  'refund',
  'adjustment',
])

export const likeSourceEnum = pgEnum('like_source', likeSources)
export const messageKindEnum = pgEnum('message_kind', messageKinds)
export const accountTokenKindEnum = pgEnum('account_token_kind', accountTokenKinds)
export const rateEventKindEnum = pgEnum('rate_event_kind', rateEventKinds)
export const deletionReasonEnum = pgEnum('deletion_reason', deletionReasons)
export const reportReasonEnum = pgEnum('report_reason', reportReasons)
export const discountCodeStatusEnum = pgEnum('discount_code_status', discountCodeStatuses)
export const discountCodeValidityEnum = pgEnum('discount_code_validity', discountCodeValidities)
export const discountCodePurposeEnum = pgEnum('discount_code_purpose', discountCodePurposes)
export const reportStatusEnum = pgEnum('report_status', reportStatuses)
/** member: POST /api/report.php by a logged-in member; notice: the public /complaints form (EU DSA Art. 16). */
export const reportSourceEnum = pgEnum('report_source', ['member', 'notice'])

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export type MinimumMessageCosts = Record<string, { costs: number; currency: string }>

/** A brand, chosen by host name. */
export const sites = pgTable('sites', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The brand answering unknown hosts; exactly one row should have it. */
  isDefault: boolean('is_default').notNull().default(false),
  name: text('name').notNull(),
  /** Host name without port, e.g. `localhost` or `de.localhost`. */
  domain: text('domain').notNull().unique(),
  /** e.g. `en_GB`, `de_DE`. */
  domainLanguage: text('domain_language').notNull(),
  /** Prefix of every media path sent to browsers, e.g. `/media/`. */
  cdnPrefix: text('cdn_prefix').notNull().default('/media/'),
  niche: smallint('niche').notNull().default(1),
  indexTitle: text('index_title').notNull(),
  description: text('description').notNull(),
  /** The visitor country assumed when geolocation cannot tell (settings geoip_country). */
  geoipCountry: countryEnum('geoip_country').notNull(),
  signups: signupsEnum('signups').notNull().default('all'),
  /**
   * Where the invite-only notice sends a visitor who cannot sign up here (decision 084): another
   * brand of the deployment that takes signups. Null: the notice names no other brand.
   */
  sisterSiteId: integer('sister_site_id').references((): AnyPgColumn => sites.id, {
    onDelete: 'set null',
  }),
  loggedOutSearch: searchVisibilityEnum('logged_out_search').notNull().default('all'),
  loggedOutSearchTrafficsource: searchVisibilityEnum('logged_out_search_trafficsource')
    .notNull()
    .default('all'),
  minimumMessageCosts: jsonb('minimum_message_costs')
    .$type<MinimumMessageCosts>()
    .notNull()
    .default({}),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull(),
  enableSiteEntryPopup: siteEntryPopupEnum('enable_site_entry_popup').notNull().default('yes'),
  fictionalIcon: text('fictional_icon').notNull().default('🎭'),
  /** Null: the catalogue text (fictional.warning, api.fictional.*) in the request's locale. */
  fictionalWarning: text('fictional_warning'),
  fictionalSingular: text('fictional_singular'),
  fictionalPlural: text('fictional_plural'),
  /** Countries the brand serves; region_data of the settings is built from these. */
  countries: countryEnum('countries').array().notNull(),
  visibleProfileFields: text('visible_profile_fields').array().notNull(),
  visibleProfileNotes: boolean('visible_profile_notes').notNull().default(false),
  messageCredits: integer('message_credits').notNull(),
  signupCredits: integer('signup_credits').notNull(),
  photoCredits: integer('photo_credits').notNull(),
  giftCredits: integer('gift_credits').notNull(),
  messageLength: integer('message_length').notNull(),
  companyName: text('company_name').notNull(),
  companyAddress: text('company_address').notNull(),
  companyKvk: text('company_kvk').notNull(),
  companyCity: text('company_city').notNull(),
  companyCountry: text('company_country').notNull(),
  companyTradenames: text('company_tradenames').array().notNull(),
  companyVatNumbers: text('company_vat_numbers').array().notNull(),
  /** ISO date the company was added; drives the terms version date. */
  companyAdded: date('company_added', { mode: 'string' }).notNull(),
  companyId: integer('company_id').notNull(),
  /** The company's managing director, named in the imprint. */
  companyDirector: text('company_director').notNull().default(''),
  deleteDiscount: integer('delete_discount').notNull().default(0),
  searchFields: text('search_fields').array().notNull(),
  refundDays: integer('refund_days').notNull(),
  /** Whether the brand shows profile interests. */
  interests: boolean('interests').notNull().default(true),
  memberResell: boolean('member_resell').notNull().default(false),
  mailName: text('mail_name').notNull(),
  /** Messages a free member sends without credits (docs/decisions/015-chat-sending.md). */
  freeMessages: integer('free_messages').notNull().default(3),
  /** Conversations a free member may take part in (SPEC §9: 2). */
  freeConversations: integer('free_conversations').notNull().default(2),
  /** Messages older than this many days are not served (SPEC §8 history limit). */
  chatHistoryDays: integer('chat_history_days').notNull().default(90),
  /** SPEC §2: English pages show the US footer (and en-US wording) when set. */
  usFooter: boolean('us_footer').notNull().default(false),
  createdAt: createdAt(),
})

/** One VAPID key pair for Web Push, generated on first start (src/push/keys.ts). */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Uncompressed P-256 point, base64url: what browsers take as applicationServerKey. */
  publicKey: text('public_key').notNull(),
  /** PKCS#8 DER, base64url. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Trimmed, lower case; null for seeded members who cannot log in. */
    email: text('email'),
    /** argon2id PHC string; null when the user cannot log in. */
    passwordHash: text('password_hash'),
    language: localeEnum('language').notNull().default('en'),
    status: userStatusEnum('status').notNull().default('not_confirmed'),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    notificationsDisabled: notificationDisabledReasonEnum('notifications_disabled')
      .array()
      .notNull()
      .default(sql`'{}'`),
    network: text('network'),
    ref: text('ref'),
    sub1: text('sub1'),
    sub2: text('sub2'),
    sub3: text('sub3'),
    /** The first message to the target profile of /members/{id}/signup, as typed. */
    signupMessage: text('signup_message'),
    signupTargetProfileId: integer('signup_target_profile_id'),
    /** The explicit consent to keeping gender and looking-for (domain sensitiveDataConsent). */
    sensitiveDataConsentAt: timestamp('sensitive_data_consent_at', { withTimezone: true }),
    sensitiveDataConsentVersion: text('sensitive_data_consent_version'),
    /** The terms agreed to at signup: when, and their version date (companyinfo's). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Set while status is pending_deletion; the erasure job erases 14 days later. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionReason: deletionReasonEnum('deletion_reason'),
    deletionNote: text('deletion_note'),
    /**
     * Set by the first step of the deletion flow (POST /api/deletion-started.php): the retention
     * offer is given only inside a flow the member started, for the reason chosen there.
     */
    deletionFlowStartedAt: timestamp('deletion_flow_started_at', { withTimezone: true }),
    deletionFlowReason: deletionReasonEnum('deletion_flow_reason'),
    /** When the personal data was erased (status deleted). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Free messages spent (counted in the send's transaction; deleting chats gives none back). */
    freeMessagesUsed: integer('free_messages_used').notNull().default(0),
    /** The sum of the member's credit ledger, kept by a trigger on credit_ledger (decision 037). */
    credits: integer('credits').notNull().default(0),
    /** Whether the ledger holds a purchase (premium), kept by the same trigger. */
    paid: boolean('paid').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_site_email_idx').on(table.siteId, table.email),
    index('users_pending_deletion_idx')
      .on(table.deletionRequestedAt)
      .where(sql`status = 'pending_deletion'`),
  ],
)

export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    gender: genderEnum('gender').notNull(),
    sexuality: sexualityEnum('sexuality').notNull(),
    country: countryEnum('country').notNull(),
    /** ISO 3166-2 code from @dating/domain/countries regionsByCountry. */
    region: text('region'),
    about: text('about').notNull().default(''),
    /** Centimetres. */
    height: smallint('height'),
    hairColour: hairColourEnum('hair_colour'),
    eyeColour: eyeColourEnum('eye_colour'),
    bodyType: bodyTypeEnum('body_type'),
    relationshipStatus: relationshipStatusEnum('relationship_status'),
    /** Ids of @dating/domain/interests. */
    interests: text('interests').array().notNull().default(sql`'{}'`),
    fictional: boolean('fictional').notNull().default(false),
    status: profileStatusEnum('status').notNull().default('active'),
    mainImageId: integer('main_image_id').references((): AnyPgColumn => images.id, {
      onDelete: 'set null',
    }),
    /** Active pictures, kept by triggers on images (decision 037). */
    imageCount: integer('image_count').notNull().default(0),
    /** The centre of the profile's town (decision 063): never a member's exact position. */
    lat: real('lat'),
    lon: real('lon'),
    /** The half-degree grid cell of lat/lon the distance search finds profiles by. */
    geoCell: integer('geo_cell').generatedAlwaysAs(
      sql`CASE WHEN "lat" IS NULL OR "lon" IS NULL THEN NULL ELSE (floor("lat" * 2)::int + 180) * 1000 + (floor("lon" * 2)::int + 360) END`,
    ),
    /** 2 with a photo, +1 with an about text: the search shows the highest first. */
    listingRank: smallint('listing_rank').generatedAlwaysAs(
      sql`(CASE WHEN "image_count" > 0 THEN 2 ELSE 0 END) + (CASE WHEN "about" <> '' THEN 1 ELSE 0 END)`,
    ),
    /**
     * The UTC day the api last saw the member (decision 081), kept from member_presence by a
     * trigger of migration 0039: among equal listing ranks the search shows the recent first.
     */
    lastActiveOn: date('last_active_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    // The members search filters by site and status, then country/gender/age/region and
    // pages by id descending; these cover the common filter combinations.
    index('profiles_listing_idx').on(table.siteId, table.status, table.id.desc()),
    index('profiles_gender_idx').on(table.siteId, table.status, table.gender, table.id.desc()),
    index('profiles_country_gender_idx').on(
      table.siteId,
      table.status,
      table.country,
      table.gender,
      table.id.desc(),
    ),
    index('profiles_country_region_idx').on(
      table.siteId,
      table.status,
      table.country,
      table.region,
      table.id.desc(),
    ),
    index('profiles_age_idx').on(
      table.siteId,
      table.status,
      table.country,
      table.gender,
      table.birthdate,
    ),
    index('profiles_gender_age_idx').on(table.siteId, table.status, table.gender, table.birthdate),
    // The members search at scale (apps/api/src/search/members.ts, decision 063): partial to
    // active profiles, one per equality prefix it filters by, each ordered by rank, last active
    // day and id descending for the best-first pages, with the remaining filter columns after id so that
    // the page ids and the capped count come from an index-only scan (drizzle cannot write
    // INCLUDE). Built by src/db/search-indexes.ts, not by a migration.
    index('profiles_search_idx')
      .on(
        table.siteId,
        table.listingRank.desc(),
        table.lastActiveOn.desc(),
        table.id.desc(),
        table.gender,
        table.country,
        table.region,
        table.birthdate,
      )
      .where(sql`status = 'active'`),
    index('profiles_search_gender_idx')
      .on(
        table.siteId,
        table.gender,
        table.listingRank.desc(),
        table.lastActiveOn.desc(),
        table.id.desc(),
        table.country,
        table.region,
        table.birthdate,
      )
      .where(sql`status = 'active'`),
    index('profiles_search_country_idx')
      .on(
        table.siteId,
        table.country,
        table.listingRank.desc(),
        table.lastActiveOn.desc(),
        table.id.desc(),
        table.gender,
        table.region,
        table.birthdate,
      )
      .where(sql`status = 'active'`),
    index('profiles_search_country_gender_idx')
      .on(
        table.siteId,
        table.country,
        table.gender,
        table.listingRank.desc(),
        table.lastActiveOn.desc(),
        table.id.desc(),
        table.region,
        table.birthdate,
      )
      .where(sql`status = 'active'`),
    index('profiles_search_region_idx')
      .on(
        table.siteId,
        table.country,
        table.region,
        table.listingRank.desc(),
        table.lastActiveOn.desc(),
        table.id.desc(),
        table.gender,
        table.birthdate,
      )
      .where(sql`status = 'active'`),
    // Ages alone: a range on birthdate finds narrow or empty age bands without walking the
    // brand's profiles (the pages of wide bands still come from profiles_search_idx).
    index('profiles_search_age_idx')
      .on(table.siteId, table.birthdate, table.id, table.gender, table.country, table.region)
      .where(sql`status = 'active'`),
    // The distance search: the grid cells around the searcher, then the exact distance. The
    // rank comes right after the cell, so that each rank's branch of a radius page (decision
    // 084) seeks its rows, with or without a gender.
    index('profiles_search_geo_idx')
      .on(
        table.siteId,
        table.geoCell,
        table.listingRank,
        table.gender,
        table.lastActiveOn,
        table.id,
        table.lat,
        table.lon,
        table.country,
        table.region,
        table.birthdate,
      )
      .where(sql`status = 'active'`),
  ],
)

export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Folder of the variant files in the media store, e.g. `images/p123/456`. */
    storageKey: text('storage_key').notNull(),
    position: smallint('position').notNull().default(0),
    /** Visible unblurred to free members and visitors. */
    free: boolean('free').notNull().default(false),
    status: imageStatusEnum('status').notNull().default('active'),
    /** When staff looked at it (src/moderation/photo-review.ts); null: in the review queue. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** staff.id (the foreign key is in the migration; drizzle need not know the staff table). */
    reviewedByStaffId: integer('reviewed_by_staff_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('images_profile_idx').on(table.profileId, table.position),
    index('images_storage_key_idx').on(table.storageKey),
    index('images_unreviewed_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.reviewedAt} is null and ${table.status} = 'active'`),
  ],
)

/**
 * A photo upload in progress: taken (with the profile row locked) before the file is decoded,
 * counted with the photos against the limit, and replaced by the image row when it is stored
 * (src/photos/store.ts). One left by a crashed process stops counting after a few minutes.
 */
export const photoUploadSlots = pgTable(
  'photo_upload_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('photo_upload_slots_profile_idx').on(table.profileId, table.createdAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** Append-only. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: creditReasonEnum('reason').notNull(),
    /** Payment id, message id ...; unique per reason so a replayed webhook cannot credit twice. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_user_idx').on(table.userId),
    uniqueIndex('credit_ledger_reference_idx').on(table.reason, table.reference),
  ],
)

export const likes = pgTable(
  'likes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Not yet seen by the liked member. */
    likeNew: boolean('like_new').notNull().default(true),
    source: likeSourceEnum('source').notNull().default('profile'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('likes_pair_idx').on(table.fromProfileId, table.toProfileId),
    index('likes_to_idx').on(table.toProfileId, table.likeNew),
    index('likes_from_source_idx').on(table.fromProfileId, table.source, table.createdAt),
  ],
)

export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileAId: integer('profile_a_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileBId: integer('profile_b_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When each side removed the chat: older messages stay hidden from that side only. */
    profileAClearedAt: timestamp('profile_a_cleared_at', { withTimezone: true }),
    profileBClearedAt: timestamp('profile_b_cleared_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.profileAId, table.profileBId),
    index('conversations_b_idx').on(table.profileBId),
    check('conversations_ordered_pair', sql`${table.profileAId} < ${table.profileBId}`),
  ],
)

/**
 * A member's removal of a chat from their list (migration 0038): what it changed, so the member
 * can undo it for a short while (`chatRemovalUndo.acceptedMs`): the side's earlier cleared
 * moment and the messages it marked read.
 */
export const chatRemovals = pgTable(
  'chat_removals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    previousClearedAt: timestamp('previous_cleared_at', { withTimezone: true }),
    readMessageIds: bigint('read_message_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_removals_member_idx').on(table.conversationId, table.profileId, table.removedAt),
  ],
)

/**
 * The members a member wrote to, one row per peer, kept by a trigger on `messages` (migration
 * 0021): what the free conversations count (decision 046). A block deletes the conversation,
 * not this row; an erased peer leaves the row with a null peer, still counted.
 */
export const conversationStarts = pgTable(
  'conversation_starts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    peerProfileId: integer('peer_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('conversation_starts_pair_idx').on(table.profileId, table.peerProfileId)],
)

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderProfileId: integer('sender_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    kind: messageKindEnum('kind').notNull().default('text'),
    /** The sender's id for this message: a retried send finds it taken and changes nothing. */
    clientMessageId: text('client_message_id'),
    /** What the message cost its sender. */
    credits: integer('credits').notNull().default(0),
    /** Gift slug, gif url or the chat photo's storage key, by kind. */
    attachment: text('attachment'),
    /** Removed by a moderation decision (src/moderation): no longer shown or served. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('messages_client_id_idx').on(table.senderProfileId, table.clientMessageId),
    index('messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('messages_unread_idx')
      .on(table.conversationId, table.senderProfileId)
      .where(sql`${table.readAt} is null`),
  ],
)

/** A member who blocked another: the blocked one can neither view nor contact the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    blockerProfileId: integer('blocker_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedProfileId: integer('blocked_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('blocks_pair_idx').on(table.blockerProfileId, table.blockedProfileId),
    index('blocks_blocked_idx').on(table.blockedProfileId),
  ],
)

/** Profiles passed in the swipe game, so they are not dealt again. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('swipe_passes_pair_idx').on(table.fromProfileId, table.toProfileId)],
)

/** A member's report of another profile, queued for moderation. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: reportSourceEnum('source').notNull().default('member'),
    /** Null for a notice from someone without a profile. */
    reporterProfileId: integer('reporter_profile_id').references(() => profiles.id, {
      onDelete: 'cascade',
    }),
    /** Null for a notice whose address names no profile. */
    reportedProfileId: integer('reported_profile_id').references(() => profiles.id, {
      onDelete: 'cascade',
    }),
    /** The brand a notice was sent on. */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    /** Where the reported content is (a notice's "exact electronic location"). */
    contentUrl: text('content_url'),
    reason: reportReasonEnum('reason').notNull(),
    note: text('note').notNull().default(''),
    /** The chat message reported, when the report came from a chat. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    status: reportStatusEnum('status').notNull().default('open'),
    /** The language of the notice's sender, for the outcome mail. */
    reporterLanguage: localeEnum('reporter_language'),
    /** staff.id of the moderator working on it (the foreign key is in the migration). */
    claimedByStaffId: integer('claimed_by_staff_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('reports_status_idx').on(table.status, table.createdAt),
    index('reports_open_idx').on(table.createdAt, table.id).where(sql`status = 'open'`),
    index('reports_profile_idx').on(table.reportedProfileId, table.status),
    // A notice of child sexual abuse material may come without name and address (DSA Art. 16(2)).
    check(
      'reports_source_fields',
      sql`(${table.source} = 'member' AND ${table.reporterProfileId} IS NOT NULL AND ${table.reportedProfileId} IS NOT NULL) OR (${table.source} = 'notice' AND ${table.siteId} IS NOT NULL AND ${table.contentUrl} IS NOT NULL AND (${table.reporterEmail} IS NOT NULL OR ${table.reason}::text = 'child_sexual_abuse'))`,
    ),
  ],
)

/**
 * Secrets the api makes itself on first start when the environment names none, e.g. the
 * key that signs unsubscribe links (src/mail/secrets.ts). The first row of a name wins.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

export const mailTransportEnum = pgEnum('mail_transport', ['outbox', 'smtp'])

/**
 * Every mail the api sent (src/mail): the outbox adapter only stores it here (the dev mailbox
 * reads it), the SMTP adapter stores what it handed to the server, for support. `headers` are
 * the extra headers (List-Unsubscribe…); `kind` is the template's name.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The From header, as the delivery job sends it. */
    fromAddress: text('from_address').notNull().default(''),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    kind: text('kind').notNull(),
    transport: mailTransportEnum('transport').notNull(),
    /** When the mail was written (queued); the dev mailbox sorts by it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the transport took it; null while it waits for the delivery job. Mail delivered over
     * SMTP keeps no live token in its body (docs/decisions/032f-mail-from-the-queue.md).
     */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryAttempts: smallint('delivery_attempts').notNull().default(0),
    /** A delivery run holds the row until then, so two runs never send it twice. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_sent_at_idx').on(table.sentAt),
    index('outbox_pending_idx').on(table.id).where(sql`delivered_at is null`),
    index('outbox_to_idx').on(table.to, table.sentAt),
    index('outbox_user_idx').on(table.userId),
  ],
)

/**
 * Single-use links (activation, password reset, email change, reactivation, one-time login),
 * stored as the sha256 of the token like sessions. `email` is the new address of an email
 * change. A token works once: `used_at` is set in the same statement that checks it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: accountTokenKindEnum('kind').notNull(),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * A login link's binding: SHA-256 (base64url) of a nonce kept in a cookie of the browser
     * that asked for it; only that browser can spend it (docs/decisions/032b-login-link-binding.md).
     */
    browserBinding: text('browser_binding'),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.kind, table.createdAt)],
)

/**
 * Events counted for rate limits (failed logins per email and per client address, password
 * reset and activation mails per address). `key` is a lower-cased email or a client address,
 * never a user id, so unknown addresses are counted exactly like known ones.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: rateEventKindEnum('kind').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('rate_events_lookup_idx').on(table.siteId, table.kind, table.key, table.createdAt),
  ],
)

/**
 * Discount codes (SPEC §3): a percentage off a credit purchase, for one member (`user_id`) or
 * for anyone of the brand (`user_id` null). Retention codes come from the deletion flow
 * (src/accounts/retention-offer.ts), one live code per member.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    country: text('country'),
    valuePercentage: integer('value_percentage').notNull(),
    currency: text('currency'),
    /** Cents. */
    minimumOrderValue: integer('minimum_order_value'),
    status: discountCodeStatusEnum('status').notNull().default('active'),
    validity: discountCodeValidityEnum('validity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paymentMethods: text('payment_methods').array().notNull().default(sql`'{}'`),
    purpose: discountCodePurposeEnum('purpose').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('discount_codes_user_idx').on(table.userId, table.purpose),
    check('discount_codes_percentage', sql`${table.valuePercentage} between 1 and 100`),
  ],
)

export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses)

/**
 * One purchase of a credit package (src/payments). Amounts are minor units computed by the api;
 * `amount` is what the provider was asked for after the discount. The `purchase` ledger entry of
 * a paid payment has the reference `payment:<id>` and is written in the same transaction as
 * the status.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** `pay_` and 16 random characters: what urls and the member see. */
    publicId: text('public_id').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    currency: text('currency').notNull(),
    listAmount: integer('list_amount').notNull(),
    amount: integer('amount').notNull(),
    discountCode: text('discount_code'),
    discountPercentage: integer('discount_percentage'),
    /**
     * What a once-only code is held under (src/payments/discount-holds.ts): the stored code, or
     * `TIMEBONUS25:<user id>`; null for codes that may be used again.
     */
    discountHold: text('discount_hold'),
    /** Whether this payment holds its code now: from opening until it fails, expires or ends. */
    discountHeld: boolean('discount_held').notNull().default(false),
    /** When it settled after another payment had used its code: booked at list-price credits. */
    discountRefusedAt: timestamp('discount_refused_at', { withTimezone: true }),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    status: paymentStatusEnum('status').notNull().default('open'),
    /** When the member consented to immediate delivery (EU consumer rules). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** The VAT rate of the member's country at the order, in basis points (2100: 21 %). */
    vatRate: integer('vat_rate'),
    /** The version date of the terms the order was placed under (companyinfo's). */
    termsVersion: text('terms_version'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount'),
    refundedCredits: integer('refunded_credits'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('payments_provider_idx').on(table.provider, table.providerPaymentId),
    // One payment at a time holds a once-only code (decision 045).
    uniqueIndex('payments_discount_hold_idx')
      .on(table.discountHold)
      .where(sql`${table.discountHeld}`),
    check('payments_amounts', sql`${table.amount} >= 0 and ${table.amount} <= ${table.listAmount}`),
  ],
)

/** The sandbox provider's own side: what its hosted test checkout shows and reports. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  status: text('status').notNull().default('open'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: createdAt(),
})

/** What each member's live stream sent, kept a day so a reconnect replays what it missed. */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('live_events_profile_idx').on(table.profileId, table.id),
    index('live_events_created_idx').on(table.createdAt),
  ],
)
