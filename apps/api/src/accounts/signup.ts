import { idSchema } from '@dating/domain/ids'
import type { Locale } from '@dating/domain/locales'
import {
  type AgeReference,
  type SignupField,
  type SignupForm,
  type SignupMessageId,
  sensitiveDataConsent,
  sexualityFor,
  signupFieldErrors,
  signupFields,
  signupFormSchema,
} from '@dating/domain/signup'
import { decodeTracking, type Tracking, trackingSchema } from '@dating/domain/tracking'
import { and, eq, ne } from 'drizzle-orm'
import * as v from 'valibot'
import { hashPassword } from '../auth/passwords.ts'
import type { Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { conversations, creditLedger, likes, messages, profiles, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { emailKey } from './login-lockout.ts'

/**
 * The body of POST /api/signup.php. The form fields are left to `signupFormSchema` (their
 * problems become the contract's signup codes); the rest is checked here.
 */
const formValue = v.optional(v.unknown())

export const signupBodySchema = v.object({
  gender: formValue,
  looking_for: formValue,
  sensitive_consent: formValue,
  date_of_birth: formValue,
  name: formValue,
  email: formValue,
  password: formValue,
  signup_message: formValue,
  target_profile_id: v.optional(v.nullable(idSchema)),
  /** The visitor pressed Like on the target: the new account likes it (SPEC §2). */
  like_target: v.optional(v.boolean()),
  tracking: v.optional(v.nullable(trackingSchema)),
  time_zone: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
})
export type SignupBody = v.InferOutput<typeof signupBodySchema>

/** Whether the runtime knows the IANA time zone (what luxon's `setZone` accepts, too). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The visitor's time zone for the age rule when the body names a valid one, else UTC. */
export function signupTimeZone(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : 'UTC'
}

/** The tracking data of the body when it carries any, else that of the `tracking` cookie. */
export function signupTracking(
  body: Tracking | null | undefined,
  cookie: string | undefined,
): Tracking | null {
  if (body && Object.values(body).some((value) => value !== undefined)) return body
  return decodeTracking(cookie)
}

/** The refusals the contract gives their own code: the date of birth's and the email's. */
function fieldCode(field: SignupField, id: SignupMessageId) {
  if (field === 'date_of_birth') {
    return id === 'signup.error.dateOfBirthRequired' ? 'too_young' : 'invalid_date_of_birth'
  }
  if (field === 'sensitive_consent') return 'consent_required'
  return field === 'email' ? 'invalid_email' : 'validation_failed'
}

/**
 * The form of the body checked by the signup rules (decision 008), or the refusal: the first
 * field in error (in the order of the steps) decides the code, `too_young`,
 * `invalid_date_of_birth`, `invalid_email` or else `validation_failed`; every refusal carries
 * `fields`, each field in error with its `signup.error.*` message id.
 */
export function checkSignupForm(body: SignupBody, reference: AgeReference): SignupForm {
  const message = body.signup_message
  const input = {
    ...Object.fromEntries(signupFields.map((field) => [field, body[field]])),
    signup_message:
      message === null || (typeof message === 'string' && message.trim() === '')
        ? undefined
        : message,
  }
  const result = v.safeParse(signupFormSchema(reference), input)
  if (result.success) return result.output
  const errors = signupFieldErrors(result.issues)
  const inError = signupFields.flatMap((field) => {
    const error = errors[field]
    return error ? [{ field, ...error }] : []
  })
  const fields = Object.fromEntries(inError.map(({ field, id }) => [field, id]))
  const first = inError[0] ?? { field: 'gender' as const, id: 'signup.error.choose' as const }
  const code = fieldCode(first.field, first.id)
  const values = code === 'validation_failed' ? { field: first.field } : first.values
  throw new ApiError(code, values, { fields })
}

/**
 * Whether the brand has an account with the address (any status but erased), other than
 * `exceptUserId`'s (an email change asks about everyone else).
 */
export async function isEmailTaken(
  db: Database,
  siteId: number,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        eq(users.email, emailKey(email)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The profile a signup from /members/{id}/signup writes to: active and of the brand. */
export async function signupTarget(
  db: Database,
  siteId: number,
  id: number | null | undefined,
): Promise<number | null> {
  if (id == null) return null
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.siteId, siteId), eq(profiles.status, 'active')))
    .limit(1)
  return row?.id ?? null
}

export type NewAccount = {
  site: Pick<Site, 'id' | 'geoipCountry' | 'signupCredits'>
  form: SignupForm
  language: Locale
  tracking: Tracking | null
  /** An active profile of the brand (see signupTarget), or null. */
  targetProfileId: number | null
  /** Whether the new account likes the target (a visitor's Like kept through the signup). */
  likeTarget?: boolean
  /** The version date of the terms the member agrees to by signing up (companyinfo's). */
  termsVersion: string
  now: Date
}

/**
 * Creates the account of a signup in one transaction: the user (`not_confirmed`, tracking,
 * signup message), the profile (`disabled` until activated, in the brand's country), the
 * brand's signup credits as a `signup_bonus` ledger entry, and with a target and a message the
 * conversation and its first message, with a visitor's Like the like of it. An address the brand already has (also one taken by a
 * signup running at the same moment) is `409 email_taken`.
 */
export async function createAccount(
  db: Database,
  account: NewAccount,
): Promise<{
  userId: number
  profileId: number
  firstMessage: { conversationId: number; messageId: number } | null
}> {
  const { site, form, tracking, targetProfileId, now } = account
  const passwordHash = await hashPassword(form.password)
  const signupMessage = form.signup_message ?? null
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        siteId: site.id,
        email: emailKey(form.email),
        passwordHash,
        language: account.language,
        status: 'not_confirmed',
        signupDate: now,
        network: tracking?.network ?? null,
        ref: tracking?.ref ?? null,
        sub1: tracking?.sub1 ?? null,
        sub2: tracking?.sub2 ?? null,
        sub3: tracking?.sub3 ?? null,
        signupMessage,
        signupTargetProfileId: targetProfileId,
        // The form passed only with the box ticked (signupFormSchema), so this is its record.
        sensitiveDataConsentAt: now,
        sensitiveDataConsentVersion: sensitiveDataConsent.version,
        termsAcceptedAt: now,
        termsVersion: account.termsVersion,
        createdAt: now,
      })
      // The unique (site_id, email) index: a concurrent signup with the address inserts nothing.
      .onConflictDoNothing({ target: [users.siteId, users.email] })
      .returning({ id: users.id })
    if (!user) throw new ApiError('email_taken')
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId: user.id,
        siteId: site.id,
        name: form.name,
        birthdate: form.date_of_birth,
        gender: form.gender,
        sexuality: sexualityFor(form.gender, form.looking_for),
        country: site.geoipCountry,
        status: 'disabled',
        createdAt: now,
      })
      .returning({ id: profiles.id })
    if (!profile) throw new Error('The profile of a signup was not created')
    if (site.signupCredits > 0) {
      await tx.insert(creditLedger).values({
        userId: user.id,
        delta: site.signupCredits,
        reason: 'signup_bonus',
        reference: `signup:${user.id}`,
        createdAt: now,
      })
    }
    if (targetProfileId !== null && account.likeTarget) {
      await tx.insert(likes).values({
        fromProfileId: profile.id,
        toProfileId: targetProfileId,
        source: 'profile',
        createdAt: now,
      })
    }
    let firstMessage: { conversationId: number; messageId: number } | null = null
    if (targetProfileId !== null && signupMessage !== null) {
      const [a, b] = [profile.id, targetProfileId].sort((x, y) => x - y) as [number, number]
      const [conversation] = await tx
        .insert(conversations)
        .values({ profileAId: a, profileBId: b, createdAt: now, updatedAt: now })
        .returning({ id: conversations.id })
      if (!conversation) throw new Error('The conversation of a signup was not created')
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderProfileId: profile.id,
          body: signupMessage,
          createdAt: now,
        })
        .returning({ id: messages.id })
      if (!message) throw new Error('The first message of a signup was not stored')
      firstMessage = { conversationId: conversation.id, messageId: message.id }
    }
    return { userId: user.id, profileId: profile.id, firstMessage }
  })
}
