import { formatDate } from '@dating/i18n/format'
import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { reactivateUntil } from './reactivation.ts'

/** Whether a deletion requested at `requestedAt` can still be undone at `now`. */
export function stillReactivatable(requestedAt: Date | null, now: Date): requestedAt is Date {
  return requestedAt !== null && reactivateUntil(requestedAt).getTime() > now.getTime()
}

/**
 * `409 account_pending_deletion`, its message naming the last day the account can be
 * reactivated, in the request's language.
 */
export function pendingDeletionError(c: Context<AppEnv>, requestedAt: Date): ApiError {
  const lastDay = reactivateUntil(requestedAt).toISOString()
  return new ApiError('account_pending_deletion', {
    date: formatDate(lastDay, c.var.locale, 'long'),
  })
}
