import { randomBytes } from 'node:crypto'
import type { Locale } from '@dating/domain/locales'
import { appealUntil, type DecisionInput, type DecisionSource } from '@dating/domain/moderation'
import { and, eq } from 'drizzle-orm'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { images, messages, profiles, reports, users } from '../db/schema.ts'
import { moderationDecisions } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import { applyRestriction } from './restrict.ts'

export type DecisionRow = typeof moderationDecisions.$inferSelect

/** Who the decision restricts, for its statement of reasons. */
export type RestrictedMember = {
  userId: number
  email: string | null
  language: Locale
  name: string
}

export type TakenDecision = {
  decision: DecisionRow
  source: DecisionSource
  member: RestrictedMember
  /** The appeal link's secret; only its hash is stored. */
  appealToken: string
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
 * The report the decision answers: one of this brand's (a notice sent here, or a member's
 * report of a profile here) about this profile or about an address only.
 */
async function answeredReport(
  db: Database,
  siteId: number,
  input: DecisionInput,
): Promise<DecisionSource> {
  if (input.report_id === undefined) return 'own_initiative'
  const [report] = await db
    .select({
      source: reports.source,
      siteId: reports.siteId,
      reportedProfileId: reports.reportedProfileId,
      reportedSiteId: profiles.siteId,
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .where(eq(reports.id, input.report_id))
  const ofThisBrand = report && (report.siteId ?? report.reportedSiteId) === siteId
  const aboutThisProfile =
    report && (report.reportedProfileId === null || report.reportedProfileId === input.profile_id)
  if (!report || !ofThisBrand || !aboutThisProfile) {
    throw new ApiError('validation_failed', { field: 'report_id' })
  }
  return report.source
}

/**
 * Takes a moderation decision on the brand `siteId`: the decision row, its restriction and the
 * answered report's status are one transaction. The caller mails the statement of reasons.
 */
export async function takeDecision(
  db: Database,
  request: { siteId: number; moderatorUserId: number | null; input: DecisionInput },
  now: Date,
): Promise<TakenDecision> {
  const { siteId, input } = request
  const member = await restrictedMember(db, siteId, input.profile_id)
  await checkTarget(db, input)
  const source = await answeredReport(db, siteId, input)
  const appealToken = randomBytes(32).toString('base64url')
  const decision = await db.transaction(async (tx) => {
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
        reportId: input.report_id ?? null,
        ground: input.ground,
        reason: input.reason,
        legalReference: input.ground === 'illegal' ? (input.legal_reference ?? null) : null,
        facts: input.facts,
        automated: input.automated,
        moderatorUserId: input.automated ? null : request.moderatorUserId,
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
    if (row.reportId !== null) {
      await tx.update(reports).set({ status: 'reviewed' }).where(eq(reports.id, row.reportId))
    }
    return row
  })
  return { decision, source, member, appealToken }
}
