import { defaultLocale, localeFromLanguageTag } from '@dating/domain/locales'
import {
  type AppealItem,
  type AppealOutcomeInput,
  pageCount,
  queuePageSize,
} from '@dating/domain/moderation-queue'
import type { PageInfo } from '@dating/domain/staff'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, reports, sites, users } from '../db/schema.ts'
import { moderationAppeals, moderationDecisions, reportDismissals } from './schema.ts'
import { staff } from '../staff/schema.ts'
import { ApiError } from '../http/errors.ts'
import type { StaffMember } from '../staff/sessions.ts'
import { canModerate } from '@dating/domain/staff'
import { earlierDecisions } from './case.ts'
import type { AppealMailRecipient } from './mails.ts'
import { liftRestriction } from './restrict.ts'

const appealSiteId = sql<number>`coalesce(${moderationDecisions.siteId}, ${reportDismissals.siteId})`

function selectAppeals(db: Database) {
  return db
    .select({
      id: moderationAppeals.id,
      decisionId: moderationAppeals.decisionId,
      dismissalId: moderationAppeals.dismissalId,
      status: moderationAppeals.status,
      explanation: moderationAppeals.explanation,
      createdAt: moderationAppeals.createdAt,
      siteId: appealSiteId,
      brand: sites.name,
      firstModeratorId: sql<
        number | null
      >`coalesce(${moderationDecisions.moderatorStaffId}, ${reportDismissals.staffId})`,
      profileId: moderationDecisions.profileId,
      dismissal: reportDismissals,
      reportId: reportDismissals.reportId,
    })
    .from(moderationAppeals)
    .leftJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .leftJoin(reportDismissals, eq(reportDismissals.id, moderationAppeals.dismissalId))
    .innerJoin(sites, eq(sites.id, appealSiteId))
}

type AppealRow = Awaited<ReturnType<ReturnType<typeof selectAppeals>['where']>>[number]

async function appealItem(db: Database, row: AppealRow): Promise<AppealItem> {
  const [first] =
    row.firstModeratorId === null
      ? []
      : await db.select({ name: staff.name }).from(staff).where(eq(staff.id, row.firstModeratorId))
  let profile: AppealItem['profile'] = null
  let decision: AppealItem['decision'] = null
  if (row.profileId !== null && row.decisionId !== null) {
    const [found] = await db
      .select({ id: profiles.id, name: profiles.name, status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, row.profileId))
    profile = found ?? null
    decision =
      (await earlierDecisions(db, row.profileId)).find((item) => item.id === row.decisionId) ?? null
  }
  let dismissal: AppealItem['dismissal'] = null
  if (row.dismissal) {
    const [report] =
      row.reportId === null
        ? []
        : await db.select({ note: reports.note }).from(reports).where(eq(reports.id, row.reportId))
    dismissal = {
      id: row.dismissal.id,
      report_id: row.dismissal.reportId ?? 0,
      reason: row.dismissal.reason,
      note: row.dismissal.note,
      decided_at: row.dismissal.createdAt.toISOString(),
      appeal_until: row.dismissal.appealUntil.toISOString(),
      report_reason: row.dismissal.reportReason,
      content_url: row.dismissal.contentUrl,
      report_note: report?.note ?? '',
    }
  }
  return {
    id: row.id,
    kind: row.decisionId !== null ? 'decision' : 'dismissal',
    site_id: Number(row.siteId),
    brand: row.brand,
    explanation: row.explanation,
    created_at: row.createdAt.toISOString(),
    first_moderator_id: row.firstModeratorId === null ? null : Number(row.firstModeratorId),
    first_moderator_name: first?.name ?? null,
    profile,
    decision,
    dismissal,
  }
}

/** One page of the open appeals of the brands `siteIds`, oldest first. */
export async function appealsPage(
  db: Database,
  siteIds: number[],
  page: number,
): Promise<{ appeals: AppealItem[] } & PageInfo> {
  const where = and(eq(moderationAppeals.status, 'open'), inArray(appealSiteId, siteIds))
  const [totalRow] = await db
    .select({ total: count() })
    .from(moderationAppeals)
    .leftJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .leftJoin(reportDismissals, eq(reportDismissals.id, moderationAppeals.dismissalId))
    .where(where)
  const total = totalRow?.total ?? 0
  const rows = await selectAppeals(db)
    .where(where)
    .orderBy(asc(moderationAppeals.createdAt), asc(moderationAppeals.id))
    .limit(queuePageSize)
    .offset((page - 1) * queuePageSize)
  const appeals: AppealItem[] = []
  for (const row of rows) appeals.push(await appealItem(db, row))
  return { appeals, page, page_count: pageCount(total, queuePageSize), total }
}

export type DecidedAppeal = {
  appeal: AppealItem
  siteId: number
  /** Who is told the outcome; null when nobody can be mailed. */
  recipient: AppealMailRecipient | null
}

/**
 * Decides an open appeal (DSA Art. 20): never by the moderator who took the decision
 * appealed. Reversing a decision lifts its restriction; reversing a dismissal puts the notice
 * back in the queue for another look. The appeal's outcome, what it changes and the caller's
 * audit entry are one transaction.
 */
export async function decideAppeal(
  db: Database,
  request: {
    member: StaffMember
    input: AppealOutcomeInput
    alsoInTransaction?: (tx: Database, siteId: number) => Promise<void>
  },
  now: Date,
): Promise<DecidedAppeal> {
  const { member, input } = request
  const [row] = await selectAppeals(db).where(eq(moderationAppeals.id, input.appeal_id))
  if (!row) throw new ApiError('not_found')
  const siteId = Number(row.siteId)
  if (!canModerate(member.roles, siteId)) throw new ApiError('not_found')
  if (row.firstModeratorId !== null && Number(row.firstModeratorId) === member.id) {
    throw new ApiError('same_moderator')
  }
  const appeal = await appealItem(db, row)
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(moderationAppeals)
      .set({
        status: input.outcome,
        decidedByStaffId: member.id,
        decidedAt: now,
        outcomeNote: input.note,
      })
      .where(and(eq(moderationAppeals.id, row.id), eq(moderationAppeals.status, 'open')))
      .returning({ id: moderationAppeals.id })
    if (!decided) throw new ApiError('appeal_decided')
    if (input.outcome === 'reversed' && row.decisionId !== null) {
      const [target] = await tx
        .select()
        .from(moderationDecisions)
        .where(eq(moderationDecisions.id, row.decisionId))
      if (target) {
        await liftRestriction(
          tx,
          {
            decisionId: target.id,
            restriction: target.restriction,
            userId: target.userId,
            profileId: target.profileId,
            imageId: target.imageId,
            messageId: target.messageId,
          },
          'appeal',
          now,
        )
      }
    }
    if (input.outcome === 'reversed' && row.reportId !== null) {
      await tx
        .update(reports)
        .set({ status: 'open', claimedByStaffId: null, claimedAt: null })
        .where(eq(reports.id, row.reportId))
    }
    await request.alsoInTransaction?.(tx, siteId)
  })
  return { appeal, siteId, recipient: await appellant(db, row) }
}

/** The member who appealed a decision, or the sender of the dismissed notice. */
async function appellant(db: Database, row: AppealRow): Promise<AppealMailRecipient | null> {
  if (row.decisionId !== null) {
    const [member] = await db
      .select({ userId: users.id, email: users.email, locale: users.language, name: profiles.name })
      .from(moderationDecisions)
      .innerJoin(users, eq(users.id, moderationDecisions.userId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(moderationDecisions.id, row.decisionId))
    return member?.email ? { ...member, email: member.email } : null
  }
  if (row.reportId === null) return null
  const [sender] = await db
    .select({
      email: reports.reporterEmail,
      name: reports.reporterName,
      language: reports.reporterLanguage,
      domainLanguage: sites.domainLanguage,
    })
    .from(reports)
    .innerJoin(sites, eq(sites.id, reports.siteId))
    .where(eq(reports.id, row.reportId))
  if (!sender?.email) return null
  return {
    email: sender.email,
    userId: null,
    locale: sender.language ?? localeFromLanguageTag(sender.domainLanguage) ?? defaultLocale,
    name: sender.name ?? '',
  }
}
