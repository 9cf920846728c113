import { acceptsHtml, mailWebhookSecret } from '../http/request.ts'
import { parseId } from '@dating/domain/ids'
import { createHash, timingSafeEqual } from 'node:crypto'
import { translatorFor } from '@dating/i18n/translate'
import { and, desc, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { outbox, sites, users } from '../db/schema.ts'
import { devOutboxAnswer } from '../http/dev-outbox.ts'
import { ApiError } from '../http/errors.ts'
import { readJsonBody, readQuery } from '../http/input.ts'
import { renderDevMailbox } from './dev-mailbox.ts'
import { escapeHtml } from './html.ts'
import { disableEmailNotifications, disableEmailNotificationsByAddress } from './notifications.ts'
import { verifyUnsubscribeToken } from './unsubscribe-token.ts'

const tokenQuery = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) })

const mailEventSchema = v.object({
  type: v.picklist(['bounce', 'complaint']),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
})

const mailboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
})

const mailboxLimit = 200
const maxWebhookBytes = 16 * 1024

const tooLarge = () => {
  throw new ApiError('payload_too_large')
}

/** Equal secrets, compared in constant time whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** The member and brand of a valid unsubscribe token, for the pages in their language. */
async function unsubscribeSubject(c: Context<AppEnv>) {
  const { token } = readQuery(c, tokenQuery)
  const { db, mail } = c.var.deps
  const subject = verifyUnsubscribeToken(await mail.tokenSecret(), token)
  if (!subject) throw new ApiError('forbidden')
  const [member] = await db
    .select({ language: users.language, name: sites.name, mailName: sites.mailName })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(and(eq(users.id, subject.userId), eq(users.siteId, subject.siteId)))
  if (!member) throw new ApiError('not_found')
  const brand = member.mailName || member.name
  return { subject, t: translatorFor(member.language), language: member.language, brand }
}

function unsubscribePage(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#222;">
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`
}

/**
 * The mail's unsubscribe link only shows a button: mail scanners fetch every link, and a GET
 * must change nothing (docs/decisions/014-links-act-on-post.md).
 */
async function confirmUnsubscribe(c: Context<AppEnv>) {
  const { t, language, brand } = await unsubscribeSubject(c)
  const action = `/api/unsubscribe.php?token=${encodeURIComponent(c.req.query('token') ?? '')}`
  const form = `<p>${escapeHtml(t('trust.unsubscribe.body', { brand }))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;padding:.6rem 1.2rem;">${escapeHtml(t('trust.unsubscribe.button'))}</button>
</form>`
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(unsubscribePage(language, t('trust.unsubscribe.title'), form))
}

/** Switches the token's member off mail: RFC 8058 one-click, or the button of the page. */
async function unsubscribe(c: Context<AppEnv>) {
  const { subject, t, language, brand } = await unsubscribeSubject(c)
  if (!(await disableEmailNotifications(c.var.deps.db, subject, 'listunsubscribe'))) {
    throw new ApiError('not_found')
  }
  if (!acceptsHtml(c)) return c.json({ ok: true })
  const body = `<p>${escapeHtml(t('mail.unsubscribed.body', { brand }))}</p>`
  return c.html(unsubscribePage(language, t('mail.unsubscribed.title'), body))
}

export const mailRoutes = new Hono<AppEnv>()
  .get('/api/unsubscribe.php', confirmUnsubscribe)
  .post('/api/unsubscribe.php', unsubscribe)

/**
 * Served before the brand is resolved: the dev mailbox lists the mail of every brand, and a
 * provider's bounce or complaint names an address, not a brand.
 */
export const mailServiceRoutes = new Hono<AppEnv>()
  .post(
    '/api/mail-events.php',
    bodyLimit({ maxSize: maxWebhookBytes, onError: tooLarge }),
    async (c) => {
      const { db, mail } = c.var.deps
      if (!mail.webhookSecret) throw new ApiError('not_found')
      if (!sameSecret(mailWebhookSecret(c), mail.webhookSecret)) {
        throw new ApiError('forbidden')
      }
      const event = await readJsonBody(c, mailEventSchema)
      const reason = event.type === 'bounce' ? 'bounce' : 'fbl'
      const accounts = await disableEmailNotificationsByAddress(db, event.email, reason)
      return c.json({ ok: true, accounts })
    },
  )
  .get('/dev/mail', async (c) => {
    const { db, mail } = c.var.deps
    if (!mail.devMailbox) throw new ApiError('not_found')
    const { to } = readQuery(c, mailboxQuery)
    const rows = await db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        kind: outbox.kind,
        text: outbox.text,
        html: outbox.html,
        headers: outbox.headers,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(to ? eq(outbox.to, to) : undefined)
      .orderBy(desc(outbox.sentAt), desc(outbox.id))
      .limit(mailboxLimit)
    return devOutboxAnswer(c, rows, () => renderDevMailbox(rows, to))
  })
  .get('/dev/mail/:id', async (c) => {
    const { db, mail } = c.var.deps
    const id = parseId(c.req.param('id'))
    if (!mail.devMailbox || id === null) throw new ApiError('not_found')
    const [row] = await db.select({ html: outbox.html }).from(outbox).where(eq(outbox.id, id))
    if (!row) throw new ApiError('not_found')
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src *")
    return c.html(row.html)
  })
