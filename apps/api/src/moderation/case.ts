import {
  type CaseMessage,
  conversationContext,
  type EarlierDecision,
  type ModerationCase,
} from '@dating/domain/moderation-queue'
import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { images, messages, profiles, reports, users } from '../db/schema.ts'
import { moderationAppeals, moderationDecisions } from './schema.ts'
import { staff } from '../staff/schema.ts'
import { queueItem, selectReports } from './queue.ts'

/** Staff-only addresses of originals (src/moderation/staff-media.ts). */
export const staffPhotoUrl = (imageId: number) => `/api/moderation/photo.php?id=${imageId}`
export const staffChatPhotoUrl = (messageId: number) =>
  `/api/moderation/chat-photo.php?id=${messageId}`

/** A report with its evidence, or null when there is no such report. */
export async function loadCase(db: Database, reportId: number, now: Date) {
  const [row] = await selectReports(db).where(eq(reports.id, reportId))
  if (!row) return null
  const report = queueItem(row, now)
  const [reporter] = await db
    .select({
      name: reports.reporterName,
      email: reports.reporterEmail,
      profile_id: reports.reporterProfileId,
    })
    .from(reports)
    .where(eq(reports.id, reportId))
  const profileId = report.profile?.id ?? null
  const found: ModerationCase = {
    report,
    reporter: reporter ?? { name: null, email: null, profile_id: null },
    profile: profileId === null ? null : await profileEvidence(db, profileId),
    conversation: report.message_id === null ? [] : await messageContext(db, report.message_id),
    decisions: profileId === null ? [] : await earlierDecisions(db, profileId),
  }
  return found
}

async function profileEvidence(db: Database, profileId: number) {
  const [profile] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      status: profiles.status,
      account_status: users.status,
      birthdate: profiles.birthdate,
      about: profiles.about,
      joinedAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
  if (!profile) return null
  const photos = await db
    .select({
      id: images.id,
      status: images.status,
      free: images.free,
      reviewedAt: images.reviewedAt,
    })
    .from(images)
    .where(eq(images.profileId, profileId))
    .orderBy(asc(images.position), asc(images.id))
  const [reported] = await db
    .select({ total: count() })
    .from(reports)
    .where(eq(reports.reportedProfileId, profileId))
  const { joinedAt, ...rest } = profile
  return {
    ...rest,
    joined_at: joinedAt.toISOString(),
    photos: photos.map((photo) => ({
      id: photo.id,
      status: photo.status,
      public: photo.free,
      reviewed: photo.reviewedAt !== null,
      url: staffPhotoUrl(photo.id),
    })),
    reports_total: reported?.total ?? 0,
  }
}

/**
 * The reported message and up to `conversationContext` messages on each side of it, oldest
 * first: enough to judge it, not the whole conversation (data minimisation).
 */
async function messageContext(db: Database, messageId: number): Promise<CaseMessage[]> {
  const [reported] = await db
    .select({
      conversationId: messages.conversationId,
      createdAt: messages.createdAt,
      id: messages.id,
    })
    .from(messages)
    .where(eq(messages.id, messageId))
  if (!reported) return []
  const columns = {
    id: messages.id,
    sender_profile_id: messages.senderProfileId,
    sender_name: profiles.name,
    kind: messages.kind,
    text: messages.body,
    removedAt: messages.removedAt,
    createdAt: messages.createdAt,
  }
  const sameConversation = eq(messages.conversationId, reported.conversationId)
  const before = or(
    lt(messages.createdAt, reported.createdAt),
    and(eq(messages.createdAt, reported.createdAt), lt(messages.id, reported.id)),
  )
  const after = or(
    gt(messages.createdAt, reported.createdAt),
    and(eq(messages.createdAt, reported.createdAt), gt(messages.id, reported.id)),
  )
  const base = () =>
    db.select(columns).from(messages).innerJoin(profiles, eq(profiles.id, messages.senderProfileId))
  const [earlier, itself, later] = await Promise.all([
    base()
      .where(and(sameConversation, before))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(conversationContext),
    base().where(eq(messages.id, reported.id)),
    base()
      .where(and(sameConversation, after))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(conversationContext),
  ])
  return [...earlier.reverse(), ...itself, ...later].map((message) => ({
    id: Number(message.id),
    sender_profile_id: message.sender_profile_id,
    sender_name: message.sender_name,
    kind: message.kind,
    text: message.text,
    photo_url: message.kind === 'photo' ? staffChatPhotoUrl(Number(message.id)) : null,
    removed: message.removedAt !== null,
    created_at: message.createdAt.toISOString(),
  }))
}

/** Every decision about the profile, newest first, with who took it and its appeal. */
export async function earlierDecisions(
  db: Database,
  profileId: number,
): Promise<EarlierDecision[]> {
  const rows = await db
    .select({
      id: moderationDecisions.id,
      restriction: moderationDecisions.restriction,
      ground: moderationDecisions.ground,
      reason: moderationDecisions.reason,
      facts: moderationDecisions.facts,
      interim: moderationDecisions.interim,
      moderator_name: staff.name,
      decidedAt: moderationDecisions.createdAt,
      endsAt: moderationDecisions.endsAt,
      liftedAt: moderationDecisions.liftedAt,
      lift_reason: moderationDecisions.liftReason,
      appeal_status: moderationAppeals.status,
    })
    .from(moderationDecisions)
    .leftJoin(staff, eq(staff.id, moderationDecisions.moderatorStaffId))
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.id))
    .where(eq(moderationDecisions.profileId, profileId))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
  return rows.map(({ decidedAt, endsAt, liftedAt, ...row }) => ({
    ...row,
    decided_at: decidedAt.toISOString(),
    ends_at: endsAt?.toISOString() ?? null,
    lifted_at: liftedAt?.toISOString() ?? null,
  }))
}
