import { redirect } from '@remix-run/node'
import { isApiError } from './api.server.ts'

/**
 * For member-only pages: an api answer of 403 authentication_required sends the visitor to the
 * login page and back here afterwards; any other error keeps propagating.
 */
export function loginOnAuthRequired(request: Request) {
  return (error: unknown): never => {
    if (isApiError(error, 403) && error.code === 'authentication_required') {
      const url = new URL(request.url)
      throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
    }
    throw error
  }
}
