import { type BackofficeCalls, createBackofficeCalls } from '@dating/api-client/backoffice-calls'
import type { Fetch } from '@dating/api-client/client'
import { ApiError } from '@dating/api-client/errors'
import { createRequestApi, forwardedHeaders } from '@dating/remix-server/request'
import { env } from './env.server.ts'

export type BackofficeApi = {
  calls: BackofficeCalls
  /** Every Set-Cookie the api sent (the staff cookie), to relay to the browser. */
  responseHeaders: Headers
}

/**
 * One api client per incoming request, acting for the staff member: the browser's cookies (the
 * api reads only `staff_sid` for these calls), its language, its browser for the audit log,
 * and the client address this server established.
 */
export function backofficeApi(request: Request, fetchUpstream: Fetch = fetch): BackofficeApi {
  const { client, responseHeaders } = createRequestApi({
    apiUrl: env().API_URL,
    headers: forwardedHeaders(request, ['accept-language', 'user-agent']),
    fetchUpstream,
  })
  return { calls: createBackofficeCalls(client), responseHeaders }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}
