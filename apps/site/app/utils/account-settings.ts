/**
 * The email and password forms of the settings page: what the site checks before asking the api,
 * and where each of the api's refusals is shown. Messages are catalogue ids with their values,
 * so the page words them in the member's language.
 */
import { passwordSchema } from '@dating/domain/account'
import { signupLimits } from '@dating/domain/signup-limits'
import * as v from 'valibot'
import {
  type FieldMessage,
  passwordLengthMessage,
  passwordsDifferMessage,
} from './field-message.ts'

export const emailChangeFields = ['email', 'password'] as const
export type EmailChangeField = (typeof emailChangeFields)[number]
export const passwordChangeFields = ['old_password', 'password', 'password_repeat'] as const
export type PasswordChangeField = (typeof passwordChangeFields)[number]

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldMessage>>

type Parsed<Field extends string, Output> =
  | { success: true; output: Output }
  | { success: false; errors: FieldErrors<Field> }

const oldPasswordWrong: FieldMessage = { id: 'account.error.oldPasswordWrong' }
const newEmailInvalid: FieldMessage = { id: 'account.error.newEmailInvalid' }
const emailTaken: FieldMessage = { id: 'signup.error.emailTaken' }
const passwordRequired: FieldMessage = { id: 'settings.error.passwordRequired' }

/** A form value as a string, cut to a length no honest input reaches. */
function text(form: FormData, name: string, max = 1000): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, max) : ''
}

const newEmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(signupLimits.emailMax), v.email())

/** The new address and the current password of the email form. */
export function parseEmailChange(
  form: FormData,
): Parsed<EmailChangeField, { email: string; password: string }> & { email: string } {
  const email = text(form, 'email', signupLimits.emailMax + 1).trim()
  const password = text(form, 'password', signupLimits.passwordMax + 1)
  const errors: FieldErrors<EmailChangeField> = {}
  const parsedEmail = v.safeParse(newEmailSchema, email)
  if (!parsedEmail.success) errors.email = newEmailInvalid
  if (password === '') errors.password = passwordRequired
  if (!parsedEmail.success || errors.password) return { success: false, errors, email }
  return { success: true, output: { email: parsedEmail.output, password }, email }
}

/** The old password and the new one twice; the api checks the old one. */
export function parsePasswordChange(
  form: FormData,
): Parsed<
  PasswordChangeField,
  { old_password: string; password: string; password_repeat: string }
> {
  const oldPassword = text(form, 'old_password', signupLimits.passwordMax + 1)
  const password = text(form, 'password', signupLimits.passwordMax + 1)
  const repeat = text(form, 'password_repeat', signupLimits.passwordMax + 1)
  const errors: FieldErrors<PasswordChangeField> = {}
  if (oldPassword === '') errors.old_password = passwordRequired
  if (!v.is(passwordSchema, password)) errors.password = passwordLengthMessage
  else if (repeat !== password) errors.password_repeat = passwordsDifferMessage
  if (Object.keys(errors).length > 0) return { success: false, errors }
  return {
    success: true,
    output: { old_password: oldPassword, password, password_repeat: repeat },
  }
}

/** Where a refusal of POST /api/mail-change.php belongs; null for ones without a field. */
export function emailChangeRefusal(code: string): FieldErrors<EmailChangeField> | null {
  switch (code) {
    case 'new_email_invalid':
    case 'invalid_email':
      return { email: newEmailInvalid }
    case 'email_taken':
      return { email: emailTaken }
    case 'old_password_wrong':
      return { password: oldPasswordWrong }
    default:
      return null
  }
}

/** Where a refusal of PUT /api/password.php belongs; null for ones without a field. */
export function passwordChangeRefusal(code: string): FieldErrors<PasswordChangeField> | null {
  switch (code) {
    case 'old_password_wrong':
      return { old_password: oldPasswordWrong }
    case 'passwords_differ':
      return { password_repeat: passwordsDifferMessage }
    case 'validation_failed':
      return { password: passwordLengthMessage }
    default:
      return null
  }
}

export type EmailChangeResult =
  | { intent: 'email'; ok: true; email: string }
  | {
      intent: 'email'
      ok: false
      /** What the member typed, shown again; passwords never are. */
      email: string
      errors: FieldErrors<EmailChangeField>
      /** The api's own message (in the member's language) for a refusal without a field. */
      problem?: string
    }

export type PasswordChangeResult =
  | { intent: 'password'; ok: true }
  | {
      intent: 'password'
      ok: false
      errors: FieldErrors<PasswordChangeField>
      problem?: string
    }
