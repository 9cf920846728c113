import { redirect } from '@remix-run/node'
import { isApiError, visitorOf } from './api.server.ts'

/**
 * For actions that explain the api's other refusals themselves: an api answer of 403
 * authentication_required logs the visitor out (the session cookie is dropped) and sends them
 * to the login page and back here afterwards; for anything else it returns, and the caller goes
 * on with the error.
 */
export function loginIfAuthRequired(request: Request, error: unknown): void {
  if (isApiError(error, 403) && error.code === 'authentication_required') {
    const url = new URL(request.url)
    const visitor = visitorOf(request)
    throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`, {
      headers: visitor.hasSession ? { 'set-cookie': visitor.clearCookie('session') } : {},
    })
  }
}

/**
 * For member-only pages: as `loginIfAuthRequired`, and any other error keeps propagating.
 * Made to be passed to `.catch`.
 */
export function loginOnAuthRequired(request: Request) {
  return (error: unknown): never => {
    loginIfAuthRequired(request, error)
    throw error
  }
}
