/**
 * The forms of /reset-password and /reset-password/do: what the site checks before asking the
 * api, and where the api's refusals show. Messages are catalogue ids with their values.
 */
import { accountTokenSchema, passwordSchema } from '@dating/domain/account'
import { signupLimits } from '@dating/domain/signup-limits'
import * as v from 'valibot'
import {
  type FieldMessage,
  passwordLengthMessage,
  passwordsDifferMessage,
} from './field-message.ts'

export const emailInvalidMessage: FieldMessage = { id: 'signup.error.emailInvalid' }

const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(signupLimits.emailMax), v.email())

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/** The address a reset link is asked for; `email` is what was typed, to show again. */
export function parseResetRequest(
  form: FormData,
): { success: true; email: string } | { success: false; email: string; error: FieldMessage } {
  const typed = text(form, 'email', signupLimits.emailMax + 1).trim()
  const parsed = v.safeParse(emailSchema, typed)
  return parsed.success
    ? { success: true, email: parsed.output }
    : { success: false, email: typed, error: emailInvalidMessage }
}

export type NewPasswordErrors = Partial<Record<'password' | 'password_repeat', FieldMessage>>

export type NewPasswordForm =
  | { success: true; output: { token: string; password: string; password_repeat: string } }
  | { success: false; tokenInvalid: true }
  | { success: false; tokenInvalid: false; errors: NewPasswordErrors }

/** The mailed token and the new password typed twice. */
export function parseNewPassword(form: FormData): NewPasswordForm {
  const token = v.safeParse(accountTokenSchema, form.get('token'))
  if (!token.success) return { success: false, tokenInvalid: true }
  const password = text(form, 'password', signupLimits.passwordMax + 1)
  const repeat = text(form, 'password_repeat', signupLimits.passwordMax + 1)
  const errors = newPasswordErrors(password, repeat)
  if (errors) return { success: false, tokenInvalid: false, errors }
  return { success: true, output: { token: token.output, password, password_repeat: repeat } }
}

/** The same checks for the browser before it submits, and for the server after. */
export function newPasswordErrors(password: string, repeat: string): NewPasswordErrors | null {
  if (!v.is(passwordSchema, password)) return { password: passwordLengthMessage }
  if (repeat !== password) return { password_repeat: passwordsDifferMessage }
  return null
}

/** Where a refusal of PUT /api/reset-password.php shows; null for one without a field. */
export function newPasswordRefusal(code: string): NewPasswordErrors | null {
  switch (code) {
    case 'passwords_differ':
      return { password_repeat: passwordsDifferMessage }
    case 'validation_failed':
      return { password: passwordLengthMessage }
    default:
      return null
  }
}
