/**
 * SEPA direct debit (SPEC §3 "Direct debit form", §5, §8): a code sent by SMS to the member's
 * phone, then the mandate form. The api checks everything again; the client only shows it.
 */
import * as v from 'valibot'
import { isValidIban, normalizeIban } from './iban.ts'
import { paymentSchema } from './payments.ts'

/** SEPA collects euros only. */
export const directDebitCurrency = 'EUR'

export const directDebitRules = {
  /** Digits of the SMS code. */
  otpLength: 6,
  /** How long a code works. */
  otpMinutes: 10,
  /** Wrong entries before a code stops working. */
  otpAttempts: 5,
  /** Codes one member may be sent per UTC day. */
  otpPerDay: 5,
  /** Direct debits of one member within `limitDays`, in euro cents, including the new one. */
  limitAmount: 15_000,
  limitDays: 30,
  /**
   * The SMS code proves the phone, not the account (decision 047): until a member's and an
   * IBAN's first direct debit is `establishedAfterDays` old, their direct debits together may
   * come to this much (euro cents: the smallest package).
   */
  firstOrderLimitAmount: 1_500,
  establishedAfterDays: 14,
} as const

/** The phone number without spaces, dashes, dots or brackets: `+31612345678`, `0612345678`. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-.()/]/g, '')
}

const phone = v.pipe(v.string(), v.transform(normalizePhone), v.regex(/^\+?\d{8,15}$/, 'phone'))
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

/** POST /api/directdebit-code.php: send the code by SMS. */
export const directDebitCodeSchema = v.strictObject({ phone })
export type DirectDebitCodeRequest = v.InferOutput<typeof directDebitCodeSchema>

/** POST /api/directdebit.php: the mandate, which buys the package at once. */
export const directDebitMandateSchema = v.strictObject({
  package_id: v.pipe(v.string(), v.maxLength(20)),
  discount_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  /** Express consent to immediate delivery (EU consumer rules), as at every checkout. */
  consent: v.literal(true),
  /** The authorisation checkbox: the member allows the brand to collect the amount (SPEC §5). */
  authorisation: v.literal(true),
  otp: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'otp')),
  account_holder: v.pipe(text(70), v.minLength(2)),
  iban: v.pipe(v.string(), v.transform(normalizeIban), v.check(isValidIban, 'iban')),
  street: text(70),
  house_number: v.pipe(text(10), v.regex(/^\d/, 'house_number')),
  zip: v.pipe(text(10), v.regex(/^[A-Za-z0-9 -]{3,10}$/, 'zip')),
  city: text(50),
  phone,
})
export type DirectDebitMandateRequest = v.InferOutput<typeof directDebitMandateSchema>
/** The mandate form's fields, in the order of SPEC §3. */
export const directDebitFields = [
  'otp',
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
] as const
export type DirectDebitField = (typeof directDebitFields)[number]

export const directDebitCodeResponseSchema = v.object({
  /** The number the code went to, partly hidden. */
  sent_to: v.string(),
  /** ISO date-time: the code stops working then. */
  expires: v.string(),
})

export const directDebitMandateResponseSchema = v.object({
  payment: paymentSchema,
  mandate: v.object({
    /** The SEPA mandate reference the bank statement shows. */
    reference: v.string(),
    /** The IBAN, partly hidden. */
    iban: v.string(),
  }),
})
export type DirectDebitMandateResponse = v.InferOutput<typeof directDebitMandateResponseSchema>

/** `+316****5678`: the number the code went to, as shown back. */
export function maskPhone(value: string): string {
  const digits = normalizePhone(value)
  return digits.slice(0, 4) + '*'.repeat(Math.max(digits.length - 8, 0)) + digits.slice(-4)
}
