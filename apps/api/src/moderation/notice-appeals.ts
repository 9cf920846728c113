import { appealStatuses, type NoticeOutcome } from '@dating/domain/moderation'
import { eq } from 'drizzle-orm'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { moderationAppeals, reportDismissals } from './schema.ts'
import { ApiError } from '../http/errors.ts'

type DismissalRow = typeof reportDismissals.$inferSelect

/** The dismissal a sender's link names on the brand `siteId`, with its appeal; null if none. */
export async function findDismissalByToken(db: Database, siteId: number, token: string) {
  const [row] = await db
    .select({
      dismissal: reportDismissals,
      appealId: moderationAppeals.id,
      appealStatus: moderationAppeals.status,
      appealCreatedAt: moderationAppeals.createdAt,
    })
    .from(reportDismissals)
    .leftJoin(moderationAppeals, eq(moderationAppeals.dismissalId, reportDismissals.id))
    .where(eq(reportDismissals.appealTokenHash, hashToken(token)))
  if (!row || row.dismissal.siteId !== siteId) return null
  return row
}

/** A dismissal as the notice's sender sees it: never who decided or whom it was about. */
export function noticeOutcomeView(
  found: NonNullable<Awaited<ReturnType<typeof findDismissalByToken>>>,
): NoticeOutcome {
  const { dismissal } = found
  return {
    id: dismissal.id,
    notice_id: dismissal.reportId ?? 0,
    reason: dismissal.reason,
    note: dismissal.note,
    content_url: dismissal.contentUrl,
    decided_at: dismissal.createdAt.toISOString(),
    appeal_until: dismissal.appealUntil.toISOString(),
    appeal:
      found.appealId !== null && found.appealStatus !== null && found.appealCreatedAt !== null
        ? {
            id: found.appealId,
            status: appealStatuses.includes(found.appealStatus) ? found.appealStatus : 'open',
            created_at: found.appealCreatedAt.toISOString(),
          }
        : null,
  }
}

/** Files the sender's one appeal against a dismissal, within the six months (DSA Art. 20). */
export async function fileNoticeAppeal(
  db: Database,
  dismissal: DismissalRow,
  explanation: string,
  now: Date,
): Promise<{ id: number; createdAt: Date }> {
  if (now > dismissal.appealUntil) throw new ApiError('appeal_closed')
  const [appeal] = await db
    .insert(moderationAppeals)
    .values({ dismissalId: dismissal.id, userId: null, explanation, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: moderationAppeals.id, createdAt: moderationAppeals.createdAt })
  if (!appeal) throw new ApiError('appeal_exists')
  return appeal
}
