/**
 * What a member does with their account after signing up (issue 3): the links mailed to them,
 * the login lockout, password reset and change, email change and deletion. The numbers are
 * recorded in docs/decisions/011-accounts.md; the api enforces them, the screens only show them.
 */
import * as v from 'valibot'
import { limits } from './constants.ts'
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
  /** Failed logins for one email address within the window that block it. */
  perAccount: 5,
  /** Failed logins from one client address within the window that block it. */
  perAddress: 20,
  windowMinutes: 15,
  blockMinutes: 15,
} as const

/** Daily caps on mails a visitor can trigger, per address and UTC day. */
export const mailCaps = {
  passwordResetPerDay: 3,
  activationPerDay: 5,
} as const

/** Events counted for the limits above (table `rate_events`). */
export const rateEventKinds = [
  'login_failure_account',
  'login_failure_address',
  'password_reset_mail',
  'activation_mail',
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
