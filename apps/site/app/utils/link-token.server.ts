import type { ApiError } from '@dating/api-client/errors'
import { accountTokenSchema } from '@dating/domain/account'
import * as v from 'valibot'
import { isApiError } from './api.server.ts'

export type SpentLink<T> =
  | { ok: true; token: string; value: T }
  /** `refusal` is null when the token was malformed and never reached the api. */
  | { ok: false; refusal: ApiError | null }

/**
 * Hands the token of a mailed link (activation, login, email change, reactivation, password
 * reset) to the api. A refusal that `refused` accepts (by default any 4xx) comes back for the
 * page to explain; server errors and anything else propagate.
 */
export async function spendLinkToken<T>(
  raw: string | null,
  call: (token: string) => Promise<T>,
  refused: (error: ApiError) => boolean = (error) => error.status < 500,
): Promise<SpentLink<T>> {
  const token = v.safeParse(accountTokenSchema, raw)
  if (!token.success) return { ok: false, refusal: null }
  try {
    return { ok: true, token: token.output, value: await call(token.output) }
  } catch (error) {
    if (isApiError(error) && refused(error)) return { ok: false, refusal: error }
    throw error
  }
}
