/**
 * The signup form of SPEC §3 and its rules of SPEC §5, shared by the signup machine, the
 * screens and the api. Issue messages are catalogue ids (`signup.error.*`), so each side shows
 * them in the visitor's language, with the placeholder values each error carries.
 */
import * as v from 'valibot'
import {
  birthdayOfAge,
  type CalendarDate,
  calendarDateIn,
  compareCalendarDates,
  parseCalendarDateString,
} from './calendar.ts'
import type { Settings } from './entities.ts'
import { type Gender, genders, type Sexuality } from './profile-attributes.ts'
import { signupLimits } from './signup-limits.ts'
import { type Tracking, trackingKeys } from './tracking.ts'

export { signupLimits }

export const signupMessageIds = [
  'signup.error.choose',
  'signup.error.dateOfBirthRequired',
  'signup.error.dateOfBirthInvalid',
  'signup.error.nameLength',
  'signup.error.nameAt',
  'signup.error.nameIsEmail',
  'signup.error.emailInvalid',
  'signup.error.emailTaken',
  'signup.error.passwordLength',
  'signup.error.passwordIsEmail',
  'signup.error.signupMessageLength',
  'signup.error.consentRequired',
] as const
export type SignupMessageId = (typeof signupMessageIds)[number]

const messageValues: Partial<Record<SignupMessageId, Record<string, number>>> = {
  'signup.error.dateOfBirthRequired': { min_age: signupLimits.minimumAge },
  'signup.error.nameLength': { min: signupLimits.nameMin, max: signupLimits.nameMax },
  'signup.error.passwordLength': { min: signupLimits.passwordMin, max: signupLimits.passwordMax },
  'signup.error.signupMessageLength': { max: signupLimits.signupMessageMax },
}

export interface SignupFieldError {
  id: SignupMessageId
  values?: Record<string, number>
}

export function signupFieldError(id: SignupMessageId): SignupFieldError {
  const values = messageValues[id]
  return values ? { id, values } : { id }
}

/** Who the visitor looks for (step 0); with their own gender it gives the profile's sexuality. */
export const lookingForOptions = ['male', 'female', 'both'] as const
export type LookingFor = (typeof lookingForOptions)[number]

export function sexualityFor(gender: Gender, lookingFor: LookingFor): Sexuality {
  if (lookingFor === 'both') return 'bi'
  return lookingFor === gender ? 'homo' : 'hetero'
}

/**
 * The explicit consent (GDPR Art. 9(2)(a)) to keeping the gender and whom the member looks for,
 * which together reveal a sexual orientation. The checkbox's value; the api records the time and
 * `version`, the date of the consent text (`signup.consent.sensitive`): a new wording gets a new
 * date, so each member's record names the text they agreed to.
 */
export const sensitiveDataConsent = { value: 'yes', version: '2026-11-28' } as const

export const signupFields = [
  'gender',
  'looking_for',
  'sensitive_consent',
  'date_of_birth',
  'name',
  'email',
  'password',
  'signup_message',
] as const
export type SignupField = (typeof signupFields)[number]

/** What the inputs hold: raw strings, checked by the rules below. */
export type SignupValues = Record<SignupField, string>
export type SignupFieldErrors = Partial<Record<SignupField, SignupFieldError>>

export const emptySignupValues: SignupValues = {
  gender: '',
  looking_for: '',
  sensitive_consent: '',
  date_of_birth: '',
  name: '',
  email: '',
  password: '',
  signup_message: '',
}

/** "Today" for the age rule: an instant and the time zone whose calendar day counts. */
export interface AgeReference {
  now: Date | number
  timeZone: string
}

function todayIn({ now, timeZone }: AgeReference): CalendarDate {
  return calendarDateIn(now, timeZone)
}

/**
 * A calendar date written as YYYY-MM-DD (what a date input sends), or null when there is none.
 * The time zone is checked (an unknown one throws) but does not change the day written.
 */
export function parseCalendarDate(value: string, timeZone: string): CalendarDate | null {
  calendarDateIn(0, timeZone)
  return parseCalendarDateString(value)
}

export { birthdayOfAge, type CalendarDate } from './calendar.ts'

/** The catalogue id of what is wrong with a date of birth, or null when it is fine. */
export function dateOfBirthProblem(value: string, reference: AgeReference): SignupMessageId | null {
  const today = todayIn(reference)
  if (value.trim() === '') return 'signup.error.dateOfBirthRequired'
  const birth = parseCalendarDate(value, reference.timeZone)
  if (!birth) return 'signup.error.dateOfBirthInvalid'
  if (compareCalendarDates(birth, today) > 0) return 'signup.error.dateOfBirthInvalid'
  if (compareCalendarDates(today, birthdayOfAge(birth, signupLimits.maximumAge + 1)) >= 0) {
    return 'signup.error.dateOfBirthInvalid'
  }
  if (compareCalendarDates(today, birthdayOfAge(birth, signupLimits.minimumAge)) < 0) {
    return 'signup.error.dateOfBirthRequired'
  }
  return null
}

const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase()

const choice = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, 'signup.error.choose')

/** One schema per field; cross-field rules live in `signupFormSchema` and `crossFieldErrors`. */
export function signupFieldSchemas(reference: AgeReference) {
  return {
    gender: choice(genders),
    looking_for: choice(lookingForOptions),
    sensitive_consent: v.literal(sensitiveDataConsent.value, 'signup.error.consentRequired'),
    date_of_birth: v.pipe(
      v.string('signup.error.dateOfBirthRequired'),
      v.trim(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        const problem = dateOfBirthProblem(dataset.value, reference)
        if (problem) addIssue({ message: problem })
      }),
    ),
    name: v.pipe(
      v.string('signup.error.nameLength'),
      v.trim(),
      v.minLength(signupLimits.nameMin, 'signup.error.nameLength'),
      v.maxLength(signupLimits.nameMax, 'signup.error.nameLength'),
      v.check((name) => !name.startsWith('@'), 'signup.error.nameAt'),
    ),
    email: v.pipe(
      v.string('signup.error.emailInvalid'),
      v.trim(),
      v.maxLength(signupLimits.emailMax, 'signup.error.emailInvalid'),
      v.email('signup.error.emailInvalid'),
    ),
    password: v.pipe(
      v.string('signup.error.passwordLength'),
      v.minLength(signupLimits.passwordMin, 'signup.error.passwordLength'),
      v.maxLength(signupLimits.passwordMax, 'signup.error.passwordLength'),
    ),
    signup_message: v.optional(
      v.pipe(
        v.string('signup.error.signupMessageLength'),
        v.trim(),
        v.maxLength(signupLimits.signupMessageMax, 'signup.error.signupMessageLength'),
      ),
    ),
  } satisfies Record<SignupField, v.GenericSchema>
}

/** The whole form as the api receives it; `signup_message` only comes with a target profile. */
export function signupFormSchema(reference: AgeReference) {
  return v.pipe(
    v.object(signupFieldSchemas(reference)),
    v.forward(
      v.check((form) => !sameAddress(form.name, form.email), 'signup.error.nameIsEmail'),
      ['name'],
    ),
    v.forward(
      v.check((form) => !sameAddress(form.password, form.email), 'signup.error.passwordIsEmail'),
      ['password'],
    ),
  )
}
export type SignupForm = v.InferOutput<ReturnType<typeof signupFormSchema>>

export function isSignupMessageId(message: unknown): message is SignupMessageId {
  return (signupMessageIds as readonly unknown[]).includes(message)
}

export function isSignupField(name: unknown): name is SignupField {
  return (signupFields as readonly unknown[]).includes(name)
}

/** Field -> the first problem of that field, from the issues of the schemas above. */
export function signupFieldErrors(issues: readonly v.BaseIssue<unknown>[]): SignupFieldErrors {
  const errors: SignupFieldErrors = {}
  for (const issue of issues) {
    const field = issue.path?.[0]?.key
    if (!isSignupField(field) || field in errors) continue
    const id = isSignupMessageId(issue.message) ? issue.message : 'signup.error.choose'
    errors[field] = signupFieldError(id)
  }
  return errors
}

/** The rules between two fields, checked as soon as either side is being checked. */
function crossFieldErrors(values: SignupValues, fields: readonly SignupField[]): SignupFieldErrors {
  const errors: SignupFieldErrors = {}
  const checks = (a: SignupField, b: SignupField) =>
    (fields.includes(a) || fields.includes(b)) && values[a].trim() !== '' && values[b].trim() !== ''
  if (checks('name', 'email') && sameAddress(values.name, values.email)) {
    errors.name = signupFieldError('signup.error.nameIsEmail')
  }
  if (checks('password', 'email') && sameAddress(values.password, values.email)) {
    errors.password = signupFieldError('signup.error.passwordIsEmail')
  }
  return errors
}

/**
 * The errors of the given fields (a signup step), plus those of the cross-field rules that
 * involve them. An error may land on a field outside `fields` (the username, when the email
 * typed on a later step equals it).
 */
export function validateSignupFields(
  values: SignupValues,
  fields: readonly SignupField[],
  reference: AgeReference,
): SignupFieldErrors {
  const schemas = signupFieldSchemas(reference)
  const errors: SignupFieldErrors = {}
  for (const field of fields) {
    const value = field === 'signup_message' && values[field] === '' ? undefined : values[field]
    const result = v.safeParse(schemas[field], value)
    const message = result.issues?.[0]?.message
    if (message !== undefined) {
      errors[field] = signupFieldError(isSignupMessageId(message) ? message : 'signup.error.choose')
    }
  }
  for (const [field, error] of Object.entries(crossFieldErrors(values, fields))) {
    errors[field as SignupField] ??= error
  }
  return errors
}

export type SignupParseResult =
  | { success: true; form: SignupForm }
  | { success: false; errors: SignupFieldErrors }

/** The checked form, or the first problem of each field. */
export function parseSignupForm(values: SignupValues, reference: AgeReference): SignupParseResult {
  const input = {
    ...values,
    signup_message: values.signup_message.trim() === '' ? undefined : values.signup_message,
  }
  const result = v.safeParse(signupFormSchema(reference), input)
  if (result.success) return { success: true, form: result.output }
  return { success: false, errors: signupFieldErrors(result.issues) }
}

export type SignupsSetting = Settings['signups']

/**
 * SPEC §4: the `signups` setting decides who may sign up. `all`: anyone; `with_trafficsource`:
 * only visitors who arrived with tracking data; `other`: nobody (invitation only).
 */
export function canSignUp({
  signups,
  tracking,
}: {
  signups: SignupsSetting
  tracking: Tracking | null | undefined
}): boolean {
  if (signups === 'all') return true
  if (signups === 'other') return false
  return tracking != null && trackingKeys.some((key) => tracking[key] !== undefined)
}

/** Api error codes that belong to one field of the form, as the machine and screens show them. */
export const signupErrorCodes = {
  email_taken: { field: 'email', id: 'signup.error.emailTaken' },
  invalid_email: { field: 'email', id: 'signup.error.emailInvalid' },
  invalid_date_of_birth: { field: 'date_of_birth', id: 'signup.error.dateOfBirthInvalid' },
  too_young: { field: 'date_of_birth', id: 'signup.error.dateOfBirthRequired' },
} as const satisfies Record<string, { field: SignupField; id: SignupMessageId }>
export type SignupErrorCode = keyof typeof signupErrorCodes

export function isSignupErrorCode(code: unknown): code is SignupErrorCode {
  return typeof code === 'string' && Object.hasOwn(signupErrorCodes, code)
}
