import { acceptsJson } from './request.ts'
import type { Context } from 'hono'

/**
 * A dev outbox (mail, SMS), newest first: JSON with `Accept: application/json`, each row's
 * `sentAt` as `sent_at` in ISO form, else the page `html` renders. Never cached.
 */
export function devOutboxAnswer<Row extends { sentAt: Date }>(
  c: Context,
  rows: readonly Row[],
  html: () => string,
): Response {
  c.header('Cache-Control', 'no-store')
  if (acceptsJson(c)) {
    return c.json(rows.map(({ sentAt, ...row }) => ({ ...row, sent_at: sentAt.toISOString() })))
  }
  return c.html(html())
}
