import type { ContentfulStatusCode } from 'hono/utils/http-status'

export const errorCodes = [
  'bad_request',
  'invalid_json',
  'payload_too_large',
  'validation_failed',
  'search_region_invalid',
  'search_ages_reversed',
  'authentication_required',
  'login_failed',
  'forbidden',
  'bad_origin',
  'not_found',
  'photo_limit',
  'not_an_image',
  'not_configured',
  'internal_error',
  'cannot_like_self',
  'profile_blocked',
  'daily_like_limit',
  'no_match',
] as const
export type ErrorCode = (typeof errorCodes)[number]

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  invalid_json: 400,
  payload_too_large: 413,
  validation_failed: 400,
  search_region_invalid: 400,
  search_ages_reversed: 400,
  authentication_required: 403,
  login_failed: 401,
  forbidden: 403,
  bad_origin: 403,
  not_found: 404,
  photo_limit: 409,
  not_an_image: 415,
  not_configured: 503,
  internal_error: 500,
  cannot_like_self: 400,
  profile_blocked: 403,
  daily_like_limit: 429,
  no_match: 404,
}

/**
 * An error with a code of the api contract (docs/api.md). Thrown inside handlers; the error
 * handler turns it into `{"error": code, "message": text}` in the request's locale.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  constructor(
    readonly code: ErrorCode,
    /** Values for the message (see messageIdFor). */
    readonly values?: Record<string, string | number>,
  ) {
    super(code)
    this.status = statusByCode[code]
  }
}

/** Codes whose text the site shows too use the shared message (SPEC §8 wording). */
const sharedMessageIds: Partial<Record<ErrorCode, string>> = {
  login_failed: 'login.failed',
  internal_error: 'error.tryAgainLater',
  daily_like_limit: 'swipeGame.limitReached',
}

export function messageIdFor(code: ErrorCode): string {
  return sharedMessageIds[code] ?? `api.error.${code}`
}
