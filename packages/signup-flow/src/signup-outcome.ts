import {
  isSignupField,
  isSignupMessageId,
  type SignupFieldErrors,
  signupFieldError,
} from '@dating/domain/signup'
import { type SignupOutcome, signupOutcomeForErrorCode } from '@dating/machines/signup'

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
 * offers to retry. A form refusal shows its code's message and every other field the api names
 * in `fields`. Reads the `code` and `fields` of the api-client's ApiError without importing it,
 * so any client that throws errors of that shape works.
 */
export function signupOutcomeForError(error: unknown): SignupOutcome | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, fields } = error as { code?: unknown; fields?: unknown }
  if (typeof code !== 'string') return null
  const fieldErrors =
    typeof fields === 'object' && fields !== null
      ? signupErrorsOfFields(fields as Record<string, unknown>)
      : {}
  const outcome = signupOutcomeForErrorCode(code)
  if (outcome?.kind === 'rejected') {
    return { kind: 'rejected', errors: { ...fieldErrors, ...outcome.errors } }
  }
  if (outcome) return outcome
  if (code === 'validation_failed' && Object.keys(fieldErrors).length > 0) {
    return { kind: 'rejected', errors: fieldErrors }
  }
  return null
}
