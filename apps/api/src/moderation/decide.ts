import { randomBytes } from 'node:crypto'
import type { Locale } from '@dating/domain/locales'
import {
  appealUntil,
  type DecisionInput,
  type DecisionSource,
  endOfRestriction,
} from '@dating/domain/moderation'
import { claimIsLive } from '@dating/domain/moderation-queue'
import { and, eq } from 'drizzle-orm'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { images, messages, profiles, reports, users } from '../db/schema.ts'
import { moderationDecisions } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import { type LiftedDecision, applyRestriction, liftRestriction } from './restrict.ts'

export type DecisionRow = typeof moderationDecisions.$inferSelect

/** Who the decision restricts, for its statement of reasons. */
export type RestrictedMember = {
  userId: number
  email: string | null
  language: Locale
  name: string
}

/** The report a decision answers, as far as the mails and timings need it. */
export type AnsweredReport = {
  id: number
  source: DecisionSource
  createdAt: Date
  reporterEmail: string | null
  reporterName: string | null
  reporterLanguage: Locale | null
  contentUrl: string | null
}

export type TakenDecision = {
  decision: DecisionRow
  source: DecisionSource
  member: RestrictedMember
  report: AnsweredReport | null
  /** The appeal link's secret; only its hash is stored. */
  appealToken: string
  /** Suspensions pending review that this decision replaced. */
  replacedInterims: number[]
}

async function restrictedMember(db: Database, siteId: number, profileId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      name: profiles.name,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), eq(profiles.siteId, siteId)))
  if (!row) throw new ApiError('not_found')
  return row
}

/** The picture or message the decision names must be the member's own. */
async function checkTarget(db: Database, input: DecisionInput): Promise<void> {
  if (input.restriction === 'photo_removed') {
    const [image] = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, input.image_id ?? 0), eq(images.profileId, input.profile_id)))
    if (!image) throw new ApiError('validation_failed', { field: 'image_id' })
  }
  if (input.restriction === 'message_removed') {
    const [message] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.id, input.message_id ?? 0), eq(messages.senderProfileId, input.profile_id)),
      )
    if (!message) throw new ApiError('validation_failed', { field: 'message_id' })
  }
}

/**
 * The report the decision answers: an open one of this brand's (a notice sent here, or a
 * member's report of a profile here) about this profile or about an address only, not claimed
 * by another moderator.
 */
async function answeredReport(
  db: Database,
  siteId: number,
  input: DecisionInput,
  moderatorStaffId: number | null,
  now: Date,
): Promise<AnsweredReport | null> {
  if (input.report_id === undefined) return null
  const [report] = await db
    .select({
      id: reports.id,
      source: reports.source,
      siteId: reports.siteId,
      status: reports.status,
      reportedProfileId: reports.reportedProfileId,
      reportedSiteId: profiles.siteId,
      createdAt: reports.createdAt,
      reporterEmail: reports.reporterEmail,
      reporterName: reports.reporterName,
      reporterLanguage: reports.reporterLanguage,
      contentUrl: reports.contentUrl,
      claimedBy: reports.claimedByStaffId,
      claimedAt: reports.claimedAt,
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .where(eq(reports.id, input.report_id))
  const ofThisBrand = report && (report.siteId ?? report.reportedSiteId) === siteId
  const aboutThisProfile =
    report && (report.reportedProfileId === null || report.reportedProfileId === input.profile_id)
  if (!report || !ofThisBrand || !aboutThisProfile || report.status !== 'open') {
    throw new ApiError('validation_failed', { field: 'report_id' })
  }
  assertNotClaimedByOther(report, moderatorStaffId, now)
  return report
}

/** A report another moderator claimed within the last half hour is theirs to decide. */
export function assertNotClaimedByOther(
  report: { claimedBy: number | null; claimedAt: Date | null },
  staffId: number | null,
  now: Date,
): void {
  const live =
    report.claimedBy !== null && report.claimedAt !== null && claimIsLive(report.claimedAt, now)
  if (live && report.claimedBy !== staffId) throw new ApiError('claimed_by_other')
}

/** The suspensions pending review of the report, still in force. */
async function interimsOf(db: Database, reportId: number): Promise<LiftedDecision[]> {
  const rows = await db
    .select({
      decisionId: moderationDecisions.id,
      restriction: moderationDecisions.restriction,
      userId: moderationDecisions.userId,
      profileId: moderationDecisions.profileId,
      imageId: moderationDecisions.imageId,
      messageId: moderationDecisions.messageId,
      liftedAt: moderationDecisions.liftedAt,
    })
    .from(moderationDecisions)
    .where(and(eq(moderationDecisions.reportId, reportId), eq(moderationDecisions.interim, true)))
  return rows.filter((row) => row.liftedAt === null)
}

export type DecisionRequest = {
  siteId: number
  moderatorStaffId: number | null
  input: DecisionInput
  /** Runs inside the decision's transaction, e.g. to store its statement and audit entry. */
  alsoInTransaction?: (tx: Database, decision: DecisionRow) => Promise<void>
}

/**
 * Takes a moderation decision on the brand `siteId`: the decision row, its restriction, the
 * answered report's status (left open for a suspension pending review) and whatever the
 * caller adds are one transaction. A final decision on a report replaces the suspension that
 * was pending its review. The caller mails the statement of reasons and the notice's outcome.
 */
export async function takeDecision(
  db: Database,
  request: DecisionRequest,
  now: Date,
): Promise<TakenDecision> {
  const { siteId, input } = request
  const member = await restrictedMember(db, siteId, input.profile_id)
  await checkTarget(db, input)
  const report = await answeredReport(db, siteId, input, request.moderatorStaffId, now)
  const endsAt = input.ends_at ? endOfRestriction(input.ends_at) : null
  if (endsAt && endsAt <= now) throw new ApiError('validation_failed', { field: 'ends_at' })
  const source: DecisionSource = report?.source ?? 'own_initiative'
  const appealToken = randomBytes(32).toString('base64url')
  const replacedInterims: number[] = []
  const decision = await db.transaction(async (tx) => {
    if (report && !input.interim) {
      for (const interim of await interimsOf(tx, report.id)) {
        if (await liftRestriction(tx, interim, 'superseded', now)) {
          replacedInterims.push(interim.decisionId)
        }
      }
    }
    const [row] = await tx
      .insert(moderationDecisions)
      .values({
        siteId,
        userId: member.userId,
        profileId: input.profile_id,
        restriction: input.restriction,
        imageId: input.restriction === 'photo_removed' ? (input.image_id ?? null) : null,
        messageId: input.restriction === 'message_removed' ? (input.message_id ?? null) : null,
        source,
        reportId: report?.id ?? null,
        reportedAt: report?.createdAt ?? null,
        ground: input.ground,
        reason: input.reason,
        legalReference: input.ground === 'illegal' ? (input.legal_reference ?? null) : null,
        facts: input.facts,
        automated: input.automated,
        moderatorStaffId: input.automated ? null : request.moderatorStaffId,
        endsAt,
        interim: input.interim,
        appealTokenHash: hashToken(appealToken),
        appealUntil: appealUntil(now),
        createdAt: now,
      })
      .returning()
    if (!row) throw new Error('Decision was not stored')
    await applyRestriction(
      tx,
      {
        restriction: row.restriction,
        userId: member.userId,
        profileId: row.profileId,
        imageId: row.imageId,
        messageId: row.messageId,
      },
      now,
    )
    if (row.imageId !== null) {
      await tx
        .update(images)
        .set({ reviewedAt: now, reviewedByStaffId: row.moderatorStaffId })
        .where(eq(images.id, row.imageId))
    }
    if (report && !row.interim) {
      await tx
        .update(reports)
        .set({ status: 'reviewed', claimedByStaffId: null, claimedAt: null })
        .where(and(eq(reports.id, report.id), eq(reports.status, 'open')))
    }
    await request.alsoInTransaction?.(tx, row)
    return row
  })
  return { decision, source, member, report, appealToken, replacedInterims }
}
