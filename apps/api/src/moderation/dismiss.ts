import { randomBytes } from 'node:crypto'
import { appealUntil } from '@dating/domain/moderation'
import type { DismissInput } from '@dating/domain/moderation-queue'
import { and, eq } from 'drizzle-orm'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { profiles, reports, users } from '../db/schema.ts'
import { moderationDecisions, reportDismissals } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import { type AnsweredReport, assertNotClaimedByOther, type RestrictedMember } from './decide.ts'
import { type LiftedDecision, liftRestriction } from './restrict.ts'

export type DismissedReport = {
  dismissal: typeof reportDismissals.$inferSelect
  report: AnsweredReport
  /** The notice sender's appeal token; null when nobody can be mailed. */
  appealToken: string | null
  /** Suspensions pending this report's review, lifted by the dismissal. */
  lifted: (LiftedDecision & { member: RestrictedMember })[]
}

/**
 * Dismisses an open report of the brand `siteId`: the report is closed, a dismissal row keeps
 * the reason (and the sender's appeal token), and a suspension pending its review is lifted;
 * one transaction. The caller mails the sender and the member.
 */
export async function dismissReport(
  db: Database,
  request: {
    siteId: number
    staffId: number
    input: DismissInput
    /** Runs inside the dismissal's transaction (the audit entry). */
    alsoInTransaction?: (tx: Database, dismissalId: number) => Promise<void>
  },
  now: Date,
): Promise<DismissedReport> {
  const { input, staffId } = request
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reports)
      .where(eq(reports.id, input.report_id))
      .for('update')
    if (row?.status !== 'open') throw new ApiError('not_found')
    assertNotClaimedByOther(
      { claimedBy: row.claimedByStaffId, claimedAt: row.claimedAt },
      staffId,
      now,
    )
    const mailable = row.source === 'notice' && Boolean(row.reporterEmail)
    const appealToken = mailable ? randomBytes(32).toString('base64url') : null
    const [dismissal] = await tx
      .insert(reportDismissals)
      .values({
        siteId: request.siteId,
        reportId: row.id,
        staffId,
        reason: input.reason,
        note: input.note,
        reportSource: row.source,
        reportReason: row.reason,
        contentUrl: row.contentUrl,
        reportedAt: row.createdAt,
        appealTokenHash: appealToken ? hashToken(appealToken) : null,
        appealUntil: appealUntil(now),
        createdAt: now,
      })
      .returning()
    if (!dismissal) throw new Error('The dismissal was not stored')
    await tx
      .update(reports)
      .set({ status: 'dismissed', claimedByStaffId: null, claimedAt: null })
      .where(eq(reports.id, row.id))
    const lifted: DismissedReport['lifted'] = []
    for (const interim of await interimDecisions(tx, row.id)) {
      if (await liftRestriction(tx, interim, 'review', now)) lifted.push(interim)
    }
    await request.alsoInTransaction?.(tx, dismissal.id)
    return {
      dismissal,
      report: {
        id: row.id,
        source: row.source,
        createdAt: row.createdAt,
        reporterEmail: row.reporterEmail,
        reporterName: row.reporterName,
        reporterLanguage: row.reporterLanguage,
        contentUrl: row.contentUrl,
      },
      appealToken,
      lifted,
    }
  })
}

async function interimDecisions(tx: Database, reportId: number) {
  const rows = await tx
    .select({
      decisionId: moderationDecisions.id,
      restriction: moderationDecisions.restriction,
      userId: moderationDecisions.userId,
      profileId: moderationDecisions.profileId,
      imageId: moderationDecisions.imageId,
      messageId: moderationDecisions.messageId,
      liftedAt: moderationDecisions.liftedAt,
      email: users.email,
      language: users.language,
      name: profiles.name,
    })
    .from(moderationDecisions)
    .innerJoin(users, eq(users.id, moderationDecisions.userId))
    .innerJoin(profiles, eq(profiles.id, moderationDecisions.profileId))
    .where(and(eq(moderationDecisions.reportId, reportId), eq(moderationDecisions.interim, true)))
  return rows
    .filter((row) => row.liftedAt === null)
    .map(({ email, language, name, liftedAt: _liftedAt, ...target }) => ({
      ...target,
      member: { userId: target.userId, email, language, name },
    }))
}
