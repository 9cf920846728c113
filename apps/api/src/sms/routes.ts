import { normalizePhone } from '@dating/domain/direct-debit'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { smsOutbox } from './schema.ts'
import { devOutboxAnswer } from '../http/dev-outbox.ts'
import { ApiError } from '../http/errors.ts'
import { readQuery } from '../http/input.ts'
import { renderDevSmsOutbox } from './dev-outbox.ts'

const outboxLimit = 200
const outboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.maxLength(30), v.transform(normalizePhone))),
})

/**
 * GET /dev/sms: the SMS outbox, newest first (JSON with `Accept: application/json`). Served
 * before the brand is resolved, like the dev mailbox, and only where the dev pages are on.
 */
export const smsDevRoutes = new Hono<AppEnv>().get('/dev/sms', async (c) => {
  const { db, devPages, sms } = c.var.deps
  if (!devPages || sms.transport !== 'outbox') throw new ApiError('not_found')
  const { to } = readQuery(c, outboxQuery)
  const rows = await db
    .select({
      id: smsOutbox.id,
      to: smsOutbox.to,
      kind: smsOutbox.kind,
      text: smsOutbox.text,
      sentAt: smsOutbox.sentAt,
    })
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(outboxLimit)
  return devOutboxAnswer(c, rows, () => renderDevSmsOutbox(rows, to || undefined))
})
