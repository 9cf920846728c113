/**
 * What a member does with their account after signing up (decision 011): the links mailed to them,
 * the login lockout, password reset and change, email change and deletion. The numbers are
 * recorded in docs/decisions/011-accounts.md; the api enforces them, the screens only show them.
 */
import * as v from 'valibot'
import { limits } from './constants.ts'
import { discountCodeSchema } from './discount-codes.ts'
import { signupLimits } from './signup.ts'

/** What a mailed (or handed over) single-use token is for. */
export const accountTokenKinds = [
  'activation',
  'password_reset',
  'email_change',
  'reactivation',
  'login_link',
] as const
export type AccountTokenKind = (typeof accountTokenKinds)[number]

const minute = 60
const hour = 60 * minute
const day = 24 * hour

/** How long each kind of link works, in seconds. */
export const accountTokenLifetimeSeconds: Record<AccountTokenKind, number> = {
  activation: 7 * day,
  password_reset: 1 * hour,
  email_change: 1 * day,
  reactivation: limits.reactivationDays * day,
  // The lander hands it straight to the browser's next request.
  login_link: 2 * minute,
}

/** Login lockout (SPEC §4 "blocked for a number of minutes after too many failed logins"). */
export const loginLockout = {
  /** Failed logins for one email from one client address within the window block that pair. */
  perAddressAndEmail: 5,
  /** Failed logins from one client address within the window that block it. */
  perAddress: 20,
  windowMinutes: 15,
  blockMinutes: 15,
  /**
   * The slower per-email backoff: once an email had this many failures (from any address)
   * within `emailBackoffWindowHours`, an address the member never logged in from waits
   * `emailBackoffFirstMinutes` after the newest failure, doubling with each further failure up
   * to `emailBackoffMaxMinutes`. Addresses the member logged in from within
   * `knownAddressDays` never wait for it, so a stranger cannot lock a member out.
   */
  emailBackoffAfter: 10,
  emailBackoffWindowHours: 24,
  emailBackoffFirstMinutes: 1,
  emailBackoffMaxMinutes: 60,
  knownAddressDays: 30,
} as const

/** Daily caps on mails a visitor can trigger, per address and UTC day. */
export const mailCaps = {
  passwordResetPerDay: 3,
  activationPerDay: 5,
} as const

/**
 * Caps on what one client address or one member can do in a window (docs/security.md); the
 * api answers `429 too_many_requests` beyond them. Loopback addresses (dev servers, e2e runs)
 * are not counted per address.
 */
export const abuseCaps = {
  passwordResetPerAddressPerDay: 10,
  signupsPerAddressPerHour: 5,
  mailChangePerMemberPerDay: 3,
  mailChangePerTargetPerDay: 3,
  likesPerMemberPerHour: 120,
  reportsPerMemberPerHour: 10,
  uploadsPerMemberPerHour: 40,
  /** Page-bounce beacons (POST /api/page-hidden.php): a page hidden every 30 s for an hour. */
  pageHiddenPerAddressPerHour: 120,
  /**
   * Profile pages and search pages a visitor (logged out) reads per client address: a person
   * browsing opens a few a minute, a scraper hundreds (decision 049).
   */
  visitorReadsPerAddressPerMinute: 120,
  visitorReadsPerAddressPerHour: 2_000,
  /** Public notices (POST /api/complaint.php) per client address, and per sender and profile. */
  noticesPerAddressPerDay: 10,
  noticesPerSenderPerProfilePerDay: 2,
} as const

/** Events counted for the limits above (table `rate_events`). */
export const rateEventKinds = [
  'login_failure_account',
  'login_failure_address',
  'password_reset_mail',
  'activation_mail',
  'complaint_receipt',
  'password_reset_address',
  'signup_address',
  'mail_change_member',
  'mail_change_target',
  'like_member',
  'report_member',
  'upload_member',
  'login_failure_pair',
  'login_known_address',
  'page_hidden_address',
  'notice_address',
  'notice_profile',
] as const
export type RateEventKind = (typeof rateEventKinds)[number]

/** Why a member leaves; asked on the first step of the deletion flow. */
export const deletionReasons = [
  'found_partner',
  'not_enough_matches',
  'too_expensive',
  'too_many_messages',
  'privacy',
  'taking_break',
  'other',
] as const
export type DeletionReason = (typeof deletionReasons)[number]

export const deletionNoteMax = 1000

export const passwordSchema = v.pipe(
  v.string('signup.error.passwordLength'),
  v.minLength(signupLimits.passwordMin, 'signup.error.passwordLength'),
  v.maxLength(signupLimits.passwordMax, 'signup.error.passwordLength'),
)

/** A single-use token as it travels in links: base64url of 32 random bytes. */
export const accountTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))

/**
 * DELETE /api/user.php: why (optional: nobody has to explain leaving), an optional note, and the
 * password to confirm it is the member.
 */
export const deleteAccountSchema = v.object({
  reason: v.optional(v.nullable(v.picklist(deletionReasons))),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(deletionNoteMax))),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(signupLimits.passwordMax)),
})
export type DeleteAccountInput = v.InferInput<typeof deleteAccountSchema>

/**
 * POST /api/deletion-flow.php: the reason chosen on the deletion flow's first step, and the
 * password, since the flow unlocks the retention offer (decision 045).
 */
export const startDeletionFlowSchema = v.object({
  reason: v.picklist(deletionReasons),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(signupLimits.passwordMax)),
})
export type StartDeletionFlowInput = v.InferInput<typeof startDeletionFlowSchema>

/** The answer of DELETE /api/user.php: the last moment the reactivation link works. */
export const deleteAccountResponseSchema = v.object({
  ok: v.literal(true),
  reactivate_until: v.pipe(v.string(), v.isoTimestamp()),
})

/** POST /api/reactivate.php: the token of the mailed reactivation link. */
export const reactivateSchema = v.object({ token: accountTokenSchema })

/** The member's data download (GET /api/export.php). */
export const exportPath = '/api/export.php'

const isoDate = v.pipe(v.string(), v.isoTimestamp())
const nullableText = v.nullable(v.string())
/** Another profile the member dealt with: its id and name, nothing more. */
const exportedOther = { profile_id: v.number(), name: v.string() }

/**
 * What GET /api/export.php downloads (GDPR art. 15 and 20): everything stored about the
 * member, and of other members only the id and name of profiles they dealt with.
 */
export const accountExportSchema = v.object({
  exported_at: isoDate,
  brand: v.string(),
  account: v.object({
    id: v.number(),
    email: nullableText,
    language: v.string(),
    status: v.string(),
    signup_date: isoDate,
    activated_at: v.nullable(isoDate),
    tracking: v.object({
      network: nullableText,
      ref: nullableText,
      sub1: nullableText,
      sub2: nullableText,
      sub3: nullableText,
    }),
    signup_message: nullableText,
    /** What the member agreed to at signup, when, and which version of the text. */
    consents: v.object({
      sensitive_data: v.nullable(v.object({ given_at: isoDate, version: nullableText })),
      terms: v.nullable(v.object({ accepted_at: isoDate, version: nullableText })),
    }),
    notifications: v.object({ email: v.boolean(), disabled_reasons: v.array(v.string()) }),
  }),
  profile: v.object({
    id: v.number(),
    name: v.string(),
    birthdate: v.string(),
    gender: v.string(),
    sexuality: v.string(),
    country: v.string(),
    region: nullableText,
    about: v.string(),
    height: v.nullable(v.number()),
    hair_colour: nullableText,
    eye_colour: nullableText,
    body_type: nullableText,
    relationship_status: nullableText,
    interests: v.array(v.string()),
    status: v.string(),
    created_at: isoDate,
  }),
  photos: v.array(
    v.object({
      id: v.number(),
      position: v.number(),
      main: v.boolean(),
      free: v.boolean(),
      status: v.string(),
      uploaded_at: isoDate,
      content_type: v.string(),
      /** The original file, base64; null when the file is missing from the media store. */
      original_base64: nullableText,
    }),
  ),
  likes: v.object({
    given: v.array(v.object({ ...exportedOther, source: v.string(), liked_at: isoDate })),
    received: v.array(v.object({ ...exportedOther, liked_at: isoDate })),
  }),
  swipe_passes: v.array(v.object({ ...exportedOther, passed_at: isoDate })),
  blocks: v.array(v.object({ ...exportedOther, blocked_at: isoDate })),
  reports: v.array(
    v.object({
      ...exportedOther,
      reason: v.string(),
      note: v.string(),
      status: v.string(),
      reported_at: isoDate,
    }),
  ),
  conversations: v.array(
    v.object({
      id: v.number(),
      with: v.object(exportedOther),
      started_at: isoDate,
      messages: v.array(
        v.object({
          /** `me`, or the other member's name. */
          sender: v.string(),
          from_me: v.boolean(),
          body: v.string(),
          sent_at: isoDate,
          read_at: v.nullable(isoDate),
        }),
      ),
    }),
  ),
  credits: v.array(
    v.object({
      delta: v.number(),
      reason: v.string(),
      reference: nullableText,
      booked_at: isoDate,
    }),
  ),
  sessions: v.array(
    v.object({
      started_at: isoDate,
      expires_at: isoDate,
      user_agent: nullableText,
      current: v.boolean(),
    }),
  ),
  mails: v.array(
    v.object({ kind: v.string(), to: v.string(), subject: v.string(), sent_at: isoDate }),
  ),
  /** The member's own discount codes (retention offers), as GET /api/discountcode.php shows them. */
  discount_codes: v.array(v.object({ ...discountCodeSchema.entries, created_at: isoDate })),
  payments: v.array(
    v.object({
      id: v.string(),
      package: v.string(),
      credits: v.number(),
      currency: v.string(),
      amount: v.number(),
      list_amount: v.number(),
      discount_code: nullableText,
      method: v.string(),
      status: v.string(),
      created_at: isoDate,
      paid_at: v.nullable(isoDate),
      refunded_amount: v.number(),
    }),
  ),
  direct_debit_mandates: v.array(
    v.object({
      reference: v.string(),
      account_holder: v.string(),
      iban: v.string(),
      street: v.string(),
      house_number: v.string(),
      zip: v.string(),
      city: v.string(),
      phone: v.string(),
      signed_at: isoDate,
    }),
  ),
  sms: v.array(v.object({ kind: v.string(), to: v.string(), text: v.string(), sent_at: isoDate })),
  push_subscriptions: v.array(
    v.object({
      endpoint: v.string(),
      user_agent: nullableText,
      created_at: isoDate,
      last_success_at: v.nullable(isoDate),
    }),
  ),
})
export type AccountExport = v.InferOutput<typeof accountExportSchema>
