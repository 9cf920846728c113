import { redirect } from '@remix-run/node'
import { isApiError } from './api.server.ts'

/** A member-only page asked by a visitor: to the login page, and back here afterwards. */
export function loginRedirectOn403(request: Request) {
  return (error: unknown): never => {
    if (isApiError(error, 403)) {
      const url = new URL(request.url)
      const back = `${url.pathname}${url.search}`
      throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)
    }
    throw error
  }
}
