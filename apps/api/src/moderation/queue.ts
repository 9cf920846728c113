import {
  claimIsLive,
  pageCount,
  type QueueItem,
  type QueueQuery,
  queueAgeDays,
  queuePageSize,
} from '@dating/domain/moderation-queue'
import type { PageInfo } from '@dating/domain/staff'
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import { profiles, reports, sites } from '../db/schema.ts'
import { moderationDecisions } from './schema.ts'
import { staff } from '../staff/schema.ts'

const reportedProfiles = alias(profiles, 'reported_profiles')

/** The brand of a report: the one a notice was sent on, else the reported profile's. */
export const reportSiteId = sql<number>`coalesce(${reports.siteId}, ${reportedProfiles.siteId})`

const urgent = sql<boolean>`${reports.reason} = 'child_sexual_abuse'`

const queueColumns = {
  id: reports.id,
  site_id: reportSiteId,
  brand: sites.name,
  source: reports.source,
  reason: reports.reason,
  status: reports.status,
  note: reports.note,
  content_url: reports.contentUrl,
  reporterEmail: reports.reporterEmail,
  profileId: reportedProfiles.id,
  profileName: reportedProfiles.name,
  profileStatus: reportedProfiles.status,
  message_id: reports.messageId,
  urgent,
  // The inner table is named `other`, so "reports" in the condition is the outer row.
  open_reports: sql<number>`case when ${reports.reportedProfileId} is null then 1 else (select count(*)::int from ${reports} as other where other.reported_profile_id = ${reports.reportedProfileId} and other.status = 'open') end`,
  claimedBy: reports.claimedByStaffId,
  claimedByName: staff.name,
  claimedAt: reports.claimedAt,
  interim_decision_id: sql<
    number | null
  >`(select ${moderationDecisions.id} from ${moderationDecisions} where ${moderationDecisions.reportId} = ${reports.id} and ${moderationDecisions.interim} and ${moderationDecisions.liftedAt} is null order by ${moderationDecisions.id} desc limit 1)`,
  created_at: reports.createdAt,
}

type QueueRow = {
  [K in keyof typeof queueColumns]: unknown
} & Record<string, unknown>

/** A report row as the queue shows it; a claim older than its time counts as none. */
export function queueItem(row: QueueRow, now: Date): QueueItem {
  const claimedAt = row.claimedAt as Date | null
  const claimLive = claimedAt !== null && claimIsLive(claimedAt, now)
  return {
    id: row.id as number,
    site_id: Number(row.site_id),
    brand: row.brand as string,
    source: row.source as QueueItem['source'],
    reason: row.reason as QueueItem['reason'],
    status: row.status as QueueItem['status'],
    note: row.note as string,
    content_url: row.content_url as string | null,
    anonymous: row.source === 'notice' && row.reporterEmail === null,
    urgent: Boolean(row.urgent),
    profile:
      row.profileId === null
        ? null
        : {
            id: row.profileId as number,
            name: row.profileName as string,
            status: row.profileStatus as string,
          },
    message_id: row.message_id === null ? null : Number(row.message_id),
    open_reports: Number(row.open_reports),
    claim:
      claimLive && row.claimedBy !== null
        ? {
            staff_id: row.claimedBy as number,
            staff_name: (row.claimedByName as string | null) ?? '',
            claimed_at: (claimedAt as Date).toISOString(),
          }
        : null,
    interim_decision_id: row.interim_decision_id === null ? null : Number(row.interim_decision_id),
    created_at: (row.created_at as Date).toISOString(),
  }
}

/** The reports with their brand, profile and claim, for the queue and a case. */
export function selectReports(db: Database) {
  return db
    .select(queueColumns)
    .from(reports)
    .leftJoin(reportedProfiles, eq(reportedProfiles.id, reports.reportedProfileId))
    .innerJoin(sites, eq(sites.id, reportSiteId))
    .leftJoin(staff, eq(staff.id, reports.claimedByStaffId))
}

/**
 * One page of the open reports of the brands `siteIds`: notices of child sexual abuse material
 * first, then oldest first, every open report reachable page by page.
 */
export async function queuePage(
  db: Database,
  siteIds: number[],
  query: QueueQuery,
  now: Date,
): Promise<{ reports: QueueItem[] } & PageInfo> {
  const filters: (SQL | undefined)[] = [
    eq(reports.status, 'open'),
    inArray(reportSiteId, siteIds),
    query.reason ? eq(reports.reason, query.reason) : undefined,
    query.source ? eq(reports.source, query.source) : undefined,
    query.age
      ? lte(reports.createdAt, new Date(now.getTime() - queueAgeDays[query.age] * 86_400_000))
      : undefined,
  ]
  const where = and(...filters)
  const [totalRow] = await db
    .select({ total: count() })
    .from(reports)
    .leftJoin(reportedProfiles, eq(reportedProfiles.id, reports.reportedProfileId))
    .where(where)
  const total = totalRow?.total ?? 0
  const rows = await selectReports(db)
    .where(where)
    .orderBy(desc(urgent), asc(reports.createdAt), asc(reports.id))
    .limit(queuePageSize)
    .offset((query.page - 1) * queuePageSize)
  return {
    reports: rows.map((row) => queueItem(row, now)),
    page: query.page,
    page_count: pageCount(total, queuePageSize),
    total,
  }
}
