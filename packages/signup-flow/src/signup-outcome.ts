import {
  type SignupField,
  type SignupFieldErrors,
  signupFieldError,
  signupFields,
  signupMessageIds,
  type SignupMessageId,
} from '@dating/domain/signup'
import { type SignupOutcome, signupOutcomeForErrorCode } from '@dating/machines/signup'

const isSignupField = (name: string): name is SignupField =>
  (signupFields as readonly string[]).includes(name)

const isSignupMessageId = (id: unknown): id is SignupMessageId =>
  (signupMessageIds as readonly unknown[]).includes(id)

/**
 * The field errors of a `400 validation_failed` answer of POST /api/signup.php, whose `fields`
 * name the message id of each field in error (docs/api.md). Fields or ids the screens do not
 * know are left out.
 */
export function signupErrorsOfFields(fields: Readonly<Record<string, unknown>>): SignupFieldErrors {
  const errors: SignupFieldErrors = {}
  for (const [field, id] of Object.entries(fields)) {
    if (isSignupField(field) && isSignupMessageId(id)) errors[field] = signupFieldError(id)
  }
  return errors
}

/**
 * What a failed signup call means for the signup machine: a refusal about the form or the
 * `signups` setting, or null when it is none (offline, a server error), which the machine
 * offers to retry. Reads the `code` and `fields` of the api-client's ApiError without importing
 * it, so any client that throws errors of that shape works.
 */
export function signupOutcomeForError(error: unknown): SignupOutcome | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, fields } = error as { code?: unknown; fields?: unknown }
  if (typeof code !== 'string') return null
  if (code === 'validation_failed') {
    if (typeof fields !== 'object' || fields === null) return null
    const errors = signupErrorsOfFields(fields as Record<string, unknown>)
    return Object.keys(errors).length > 0 ? { kind: 'rejected', errors } : null
  }
  return signupOutcomeForErrorCode(code)
}
