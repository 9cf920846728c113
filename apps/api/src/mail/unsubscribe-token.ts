/**
 * Unsubscribe tokens: `<userId>.<siteId>.<signature>`, the signature an HMAC-SHA256 of the two
 * ids under the mail token secret. They never expire: List-Unsubscribe links must keep working
 * in old mails (RFC 8058), and all they can do is switch mail off.
 */
import { maxId } from '@dating/domain/ids'
import { createHmac, timingSafeEqual } from 'node:crypto'

export type UnsubscribeSubject = { userId: number; siteId: number }

const tokenPattern = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/

function signature(secret: string, { userId, siteId }: UnsubscribeSubject): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${siteId}`).digest()
}

export function signUnsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  return `${subject.userId}.${subject.siteId}.${signature(secret, subject).toString('base64url')}`
}

/** The user and site a token names, or null when it is malformed or not signed by us. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const match = tokenPattern.exec(token)
  if (!match) return null
  const subject = { userId: Number(match[1]), siteId: Number(match[2]) }
  if (subject.userId > maxId || subject.siteId > maxId) return null
  const given = Buffer.from(match[3] as string, 'base64url')
  const expected = signature(secret, subject)
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null
}
