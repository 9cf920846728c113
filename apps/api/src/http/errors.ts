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
  'signups_closed',
  'email_taken',
  'invalid_email',
  'invalid_date_of_birth',
  'too_young',
  'login_blocked',
  'account_pending_deletion',
  'link_invalid',
  'activation_failed',
  'reset_limit',
  'too_many_requests',
  'activation_limit',
  'already_activated',
  'new_email_invalid',
  'old_password_wrong',
  'passwords_differ',
  'code_not_found',
  'push_endpoint_refused',
  'no_place',
  'out_of_credits',
  'premium_required',
  'peer_unconfirmed',
  'code_already_used',
  'payment_provider_unavailable',
  'complaint_limit',
  'deletion_not_started',
  'retention_offer_used',
  'login_link_other_browser',
  'code_invalid',
  'direct_debit_blocked',
  'direct_debit_limit',
  'sms_unavailable',
  'appeal_exists',
  'appeal_closed',
  'account_suspended',
  'client_id_reused',
  'claimed_by_other',
  'same_moderator',
  'appeal_decided',
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
  signups_closed: 403,
  email_taken: 409,
  invalid_email: 400,
  invalid_date_of_birth: 400,
  too_young: 400,
  login_blocked: 429,
  account_pending_deletion: 409,
  link_invalid: 400,
  activation_failed: 400,
  reset_limit: 429,
  too_many_requests: 429,
  activation_limit: 429,
  already_activated: 409,
  new_email_invalid: 400,
  old_password_wrong: 400,
  passwords_differ: 400,
  code_not_found: 404,
  push_endpoint_refused: 400,
  no_place: 404,
  out_of_credits: 402,
  premium_required: 403,
  peer_unconfirmed: 409,
  code_already_used: 409,
  payment_provider_unavailable: 502,
  complaint_limit: 429,
  deletion_not_started: 409,
  retention_offer_used: 409,
  login_link_other_browser: 401,
  code_invalid: 422,
  direct_debit_blocked: 403,
  direct_debit_limit: 429,
  sms_unavailable: 502,
  appeal_exists: 409,
  appeal_closed: 409,
  account_suspended: 403,
  client_id_reused: 409,
  claimed_by_other: 409,
  same_moderator: 403,
  appeal_decided: 409,
}

/**
 * An error with a code of the api contract (docs/api.md). Thrown inside handlers; the error
 * handler turns it into `{"error": code, "message": text}` in the request's locale, plus the
 * `details` the contract names for that refusal (e.g. the `fields` of a signup).
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  constructor(
    readonly code: ErrorCode,
    /** Values for the message (see messageIdFor). */
    readonly values?: Record<string, string | number>,
    /** More members of the error body; they never replace `error` or `message`. */
    readonly details?: Record<string, unknown>,
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
  email_taken: 'signup.error.emailTaken',
  invalid_email: 'signup.error.emailInvalid',
  invalid_date_of_birth: 'signup.error.dateOfBirthInvalid',
  too_young: 'signup.error.dateOfBirthRequired',
  old_password_wrong: 'account.error.oldPasswordWrong',
  passwords_differ: 'account.error.passwordsDiffer',
  new_email_invalid: 'account.error.newEmailInvalid',
  login_blocked: 'login.blocked',
  link_invalid: 'account.error.linkInvalid',
  reset_limit: 'account.error.resetLimit',
  activation_failed: 'activation.failed',
  push_endpoint_refused: 'push.error.endpointRefused',
  no_place: 'location.error.noPlace',
}

export function messageIdFor(code: ErrorCode): string {
  return sharedMessageIds[code] ?? `api.error.${code}`
}
