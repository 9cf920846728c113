import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { directDebitRules } from '@dating/domain/direct-debit'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { directDebitBlocks, directDebitCodes } from './schema.ts'
import { ApiError } from '../../http/errors.ts'
import { ensureServerSecret } from '../../mail/secrets.ts'
import { type OutgoingSms, SmsDeliveryError, type SmsSender } from '../../sms/sender.ts'

export const codeSecretName = 'direct_debit_code_secret'
const minuteMs = 60_000

export type CodeRow = typeof directDebitCodes.$inferSelect

/** The stored form of a code: an HMAC under a server secret, bound to the member and number. */
export async function codeHash(db: Database, userId: number, phone: string, code: string) {
  const secret = await ensureServerSecret(db, codeSecretName)
  return createHmac('sha256', secret).update(`${userId}:${phone}:${code}`).digest('base64url')
}

export function sameHash(given: string, stored: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** 'Your account is blocked for direct debit payments.' when support blocked the member. */
export async function refuseBlocked(db: Pick<Database, 'select'>, userId: number) {
  const [block] = await db
    .select({ userId: directDebitBlocks.userId })
    .from(directDebitBlocks)
    .where(eq(directDebitBlocks.userId, userId))
  if (block) throw new ApiError('direct_debit_blocked')
}

/**
 * Sends a new six-digit code to `phone` by SMS (at most `otpPerDay` a UTC day per member).
 * Only its HMAC is kept; an SMS that cannot leave removes the code again.
 */
export async function sendDirectDebitCode(
  db: Database,
  sms: SmsSender,
  request: {
    siteId: number
    userId: number
    phone: string
    now: Date
    text: (code: string) => string
    from: string
  },
): Promise<{ expires: Date }> {
  const { userId, phone, now } = request
  await refuseBlocked(db, userId)
  const dayStart = new Date(now)
  dayStart.setUTCHours(0, 0, 0, 0)
  const [sent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(directDebitCodes)
    .where(and(eq(directDebitCodes.userId, userId), gte(directDebitCodes.createdAt, dayStart)))
  if (Number(sent?.count ?? 0) >= directDebitRules.otpPerDay) {
    throw new ApiError('too_many_requests')
  }
  const code = String(randomInt(0, 10 ** directDebitRules.otpLength)).padStart(
    directDebitRules.otpLength,
    '0',
  )
  const expires = new Date(now.getTime() + directDebitRules.otpMinutes * minuteMs)
  const [row] = await db
    .insert(directDebitCodes)
    .values({
      userId,
      phone,
      codeHash: await codeHash(db, userId, phone, code),
      expiresAt: expires,
      createdAt: now,
    })
    .returning({ id: directDebitCodes.id })
  if (!row) throw new Error('The code was not stored')
  const message: OutgoingSms = {
    siteId: request.siteId,
    userId,
    kind: 'directdebit_code',
    from: request.from,
    to: phone,
    text: request.text(code),
  }
  try {
    await sms.deliver(message)
  } catch (error) {
    await db.delete(directDebitCodes).where(eq(directDebitCodes.id, row.id))
    if (error instanceof SmsDeliveryError) throw new ApiError('sms_unavailable')
    throw error
  }
  return { expires }
}
