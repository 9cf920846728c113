import { cookies } from '@dating/domain/constants'
import { parseCookieHeader } from '@dating/i18n/negotiate'
import { redirect } from '@remix-run/node'
import { apiFor, isApiError } from './api.server.ts'

/** Members have an account already: the signup pages send them on to `target`. */
export async function redirectMembers(request: Request, target: string): Promise<void> {
  if (!parseCookieHeader(request.headers.get('cookie'))[cookies.sessionName]) return
  const { api, responseHeaders } = apiFor(request)
  const user = await api.getCurrentUser().catch((error: unknown) => {
    if (isApiError(error, 401) || isApiError(error, 403)) return null
    throw error
  })
  if (user) throw redirect(target, { headers: responseHeaders })
}
