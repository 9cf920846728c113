import { type Claim, claimIsLive, claimMinutes } from '@dating/domain/moderation-queue'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { reports } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import type { StaffMember } from '../staff/sessions.ts'

/**
 * Takes an open report for the staff member, so two moderators do not work on the same one:
 * free, already theirs, or claimed longer ago than a claim lasts (one UPDATE decides between
 * two at once). Another moderator's live claim is `claimed_by_other`.
 */
export async function claimReport(
  db: Database,
  reportId: number,
  member: StaffMember,
  now: Date,
): Promise<Claim> {
  const expired = new Date(now.getTime() - claimMinutes * 60 * 1000)
  const [claimed] = await db
    .update(reports)
    .set({ claimedByStaffId: member.id, claimedAt: now })
    .where(
      and(
        eq(reports.id, reportId),
        eq(reports.status, 'open'),
        or(
          isNull(reports.claimedByStaffId),
          eq(reports.claimedByStaffId, member.id),
          lt(reports.claimedAt, expired),
        ),
      ),
    )
    .returning({ id: reports.id })
  if (!claimed) {
    const [report] = await db
      .select({ status: reports.status, claimedAt: reports.claimedAt })
      .from(reports)
      .where(eq(reports.id, reportId))
    if (report?.status === 'open' && report.claimedAt && claimIsLive(report.claimedAt, now)) {
      throw new ApiError('claimed_by_other')
    }
    throw new ApiError('not_found')
  }
  return { staff_id: member.id, staff_name: member.name, claimed_at: now.toISOString() }
}

/** Gives the staff member's claim back; another's claim stays. */
export async function releaseReport(db: Database, reportId: number, member: StaffMember) {
  await db
    .update(reports)
    .set({ claimedByStaffId: null, claimedAt: null })
    .where(and(eq(reports.id, reportId), eq(reports.claimedByStaffId, member.id)))
}
