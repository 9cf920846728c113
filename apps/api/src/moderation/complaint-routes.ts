import { complaintLimits, complaintSchema, profileIdInContentUrl } from '@dating/domain/safety'
import { and, eq, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { abuseCaps } from '@dating/domain/account'
import { isLoopback } from '@dating/domain/trusted-proxies'
import { takeCapped } from '../http/abuse-caps.ts'
import { emailKey } from '../accounts/login-lockout.ts'
import { rateEventsSince, recordRateEvent, startOfUtcDay } from '../http/rate-events.ts'
import type { AppEnv, Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { profiles, reports } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { readJsonBody } from '../http/input.ts'
import { clientAddress, requestHost, stripPort } from '../http/request.ts'
import { sendMail } from '../mail/request.ts'

/** A notice must point at this brand's site: its domain (with or without www.) or this host. */
function isOwnAddress(url: string, site: Site, host: string): boolean {
  const hostname = new URL(url).hostname.toLowerCase()
  return [site.domain, `www.${site.domain}`, stripPort(host)].includes(hostname)
}

/** The named profile when it is one of the brand's, else null (the address alone is kept). */
async function reportedProfile(db: Database, siteId: number, url: string) {
  const id = profileIdInContentUrl(url)
  if (id === null) return null
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.siteId, siteId)))
  return profile?.id ?? null
}

/**
 * The notices one client address may send per day, and per profile (or address) it names;
 * this machine's own address is never capped (docs/security.md).
 */
async function takeNoticeSlots(c: Context<AppEnv>, target: number | string): Promise<void> {
  const address = clientAddress(c)
  if (isLoopback(address)) return
  await takeCapped(c, 'notice_address', address, abuseCaps.noticesPerAddressPerDay, 'day')
  await takeCapped(
    c,
    'notice_profile',
    `${address} ${target}`,
    abuseCaps.noticesPerSenderPerProfilePerDay,
    'day',
  )
}

/**
 * POST /api/complaint.php: the public notice of EU DSA Art. 16. It joins the moderation queue
 * (table `reports`, source `notice`) and mails the sender a receipt; the receipts one address
 * may trigger per day are capped, and the notice and its count are one transaction.
 */
export const complaintRoutes = new Hono<AppEnv>().post('/api/complaint.php', async (c) => {
  const input = await readJsonBody(c, complaintSchema)
  const { site } = c.var
  const { db, now } = c.var.deps
  if (!isOwnAddress(input.content_url, site, requestHost(c))) {
    throw new ApiError('validation_failed', { field: 'content_url' })
  }
  const at = now()
  // A notice of child sexual abuse material may come without name and address (DSA Art. 16(2)):
  // then nobody gets a receipt, and there is no address to count receipts for.
  const email = input.email === undefined ? null : emailKey(input.email)
  const reportedProfileId = await reportedProfile(db, site.id, input.content_url)
  await takeNoticeSlots(c, reportedProfileId ?? input.content_url)
  const created = await db.transaction(async (tx) => {
    if (email !== null) {
      const rateKey = { siteId: site.id, kind: 'complaint_receipt' as const, key: email }
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${site.id}:complaint:${email}`}))`,
      )
      const { count } = await rateEventsSince(tx, rateKey, startOfUtcDay(at))
      if (count >= complaintLimits.receiptsPerDay) throw new ApiError('complaint_limit')
      await recordRateEvent(tx, rateKey, at)
    }
    const [row] = await tx
      .insert(reports)
      .values({
        source: 'notice',
        siteId: site.id,
        reporterProfileId: c.var.session?.profileId ?? null,
        reportedProfileId,
        reporterName: input.name ?? null,
        reporterEmail: email,
        reporterLanguage: c.var.locale,
        contentUrl: input.content_url,
        reason: input.reason,
        note: input.explanation,
        status: 'open',
      })
      .returning({ id: reports.id })
    if (!row) throw new Error('Complaint was not stored')
    return row
  })
  if (email !== null) {
    await sendMail(c, {
      kind: 'complaint_receipt',
      to: { email, userId: null, locale: c.var.locale, name: '' },
      data: { complaintId: created.id, reason: input.reason },
    })
  }
  return c.json({ complaint: { id: created.id, status: 'open' as const } })
})
