import type { Api } from '@dating/api-client/calls'
import { isApiError } from './api.server.ts'
import {
  type EmailChangeResult,
  emailChangeRefusal,
  type PasswordChangeResult,
  parseEmailChange,
  parsePasswordChange,
  passwordChangeRefusal,
} from './account-settings.ts'

/** A refusal (4xx) the form can show; anything else keeps propagating. */
function refusal(error: unknown): { code: string; message: string; status: number } {
  if (isApiError(error) && error.status < 500 && error.code !== 'authentication_required') {
    return { code: error.code, message: error.message, status: error.status }
  }
  throw error
}

/** The email form: asks the api to mail a confirmation link to the new address. */
export async function requestEmailChange(
  api: Api,
  form: FormData,
): Promise<{ result: EmailChangeResult; status: number }> {
  const parsed = parseEmailChange(form)
  if (!parsed.success) {
    return {
      result: { intent: 'email', ok: false, email: parsed.email, errors: parsed.errors },
      status: 400,
    }
  }
  try {
    await api.requestMailChange(parsed.output)
  } catch (error) {
    const { code, message, status } = refusal(error)
    const errors = emailChangeRefusal(code)
    return {
      result: errors
        ? { intent: 'email', ok: false, email: parsed.email, errors }
        : { intent: 'email', ok: false, email: parsed.email, errors: {}, problem: message },
      status,
    }
  }
  return { result: { intent: 'email', ok: true, email: parsed.output.email }, status: 200 }
}

/** The password form: the api checks the old password and ends the other sessions. */
export async function changePassword(
  api: Api,
  form: FormData,
): Promise<{ result: PasswordChangeResult; status: number }> {
  const parsed = parsePasswordChange(form)
  if (!parsed.success) {
    return { result: { intent: 'password', ok: false, errors: parsed.errors }, status: 400 }
  }
  try {
    await api.changePassword(parsed.output)
  } catch (error) {
    const { code, message, status } = refusal(error)
    const errors = passwordChangeRefusal(code)
    return {
      result: errors
        ? { intent: 'password', ok: false, errors }
        : { intent: 'password', ok: false, errors: {}, problem: message },
      status,
    }
  }
  return { result: { intent: 'password', ok: true }, status: 200 }
}
