import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import type { Flash } from '~/utils/flash.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { loginIfAuthRequired } from '~/utils/login-redirect.server.ts'
import { safeRedirectTarget } from '~/utils/redirect-target.ts'

export type ActivationMailResult =
  | { ok: true }
  /** The api's message in the member's language: already activated, or the daily cap. */
  | { ok: false; code: string; message: string }

/** What a page reached without JavaScript says about the outcome (utils/flash.ts). */
const flashIds: Record<string, Flash['id']> = {
  activation_limit: 'api.error.activation_limit',
  already_activated: 'api.error.already_activated',
}

/**
 * Sends the activation mail again (the activation reminder and /activate/error). A fetcher
 * gets the outcome as JSON; a plain form post (before JavaScript) names `redirectTo` and goes
 * back there with the outcome as a notice.
 */
export async function action({ request }: ActionFunctionArgs) {
  const redirectTo = (await request.formData()).get('redirectTo')
  const { api, responseHeaders } = apiFor(request)
  let result: ActivationMailResult = { ok: true }
  let status = 200
  try {
    await api.sendActivationMail()
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (!isApiError(error) || error.status >= 500) throw error
    result = { ok: false, code: error.code, message: error.message }
    status = error.status
  }
  if (redirectTo !== null) {
    const flashId = result.ok ? 'activationReminder.sent' : flashIds[result.code]
    if (flashId) appendFlash(responseHeaders, request, { id: flashId, values: {} })
    return redirect(safeRedirectTarget(redirectTo, '/members'), { headers: responseHeaders })
  }
  return json(result, { status, headers: responseHeaders })
}

export function loader() {
  return redirect('/members')
}
