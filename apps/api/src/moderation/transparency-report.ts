import {
  restrictions,
  decisionGrounds,
  dismissalReasons,
  appealStatuses,
} from '@dating/domain/moderation'
import { reportReasons } from '@dating/domain/profile-attributes'
import { median, type TransparencyReport } from '@dating/domain/transparency'
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, reports, sites } from '../db/schema.ts'
import {
  activeRecipientMonths,
  moderationAppeals,
  moderationDecisions,
  reportDismissals,
  transparencyStatements,
} from './schema.ts'
import { monthOf } from './active-recipients.ts'

const hourMs = 60 * 60 * 1000

/** Zero for every key, then the counted ones. */
function countsOf(keys: readonly string[], rows: { key: string; n: number }[]) {
  const counts: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]))
  for (const row of rows) counts[row.key] = (counts[row.key] ?? 0) + Number(row.n)
  return counts
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

/** The months a period touches, as `YYYY-MM-01`. */
export function monthsOf(from: Date, until: Date): string[] {
  const months: string[] = []
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1))
  while (cursor < until) {
    months.push(monthOf(cursor))
    cursor.setUTCMonth(cursor.getUTCMonth() + 1)
  }
  return months
}

/**
 * The numbers of the brand's moderation in the period `from`..`to` (whole UTC days, both
 * included), counted from the records themselves: the reports that arrived, the decisions and
 * dismissals taken, the appeals received, and the members seen per month.
 */
export async function transparencyReport(
  db: Database,
  siteId: number,
  period: { from: string; to: string },
): Promise<TransparencyReport> {
  const start = new Date(`${period.from}T00:00:00.000Z`)
  const end = new Date(new Date(`${period.to}T00:00:00.000Z`).getTime() + 24 * hourMs)
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId))
  const reportSite = sql`coalesce(${reports.siteId}, (select ${profiles.siteId} from ${profiles} where ${profiles.id} = ${reports.reportedProfileId}))`
  const receivedReports = await db
    .select({
      source: reports.source,
      key: reports.reason,
      anonymous: sql<boolean>`${reports.reporterEmail} is null`,
      n: count(),
    })
    .from(reports)
    .where(
      and(
        sql`${reportSite} = ${siteId}`,
        gte(reports.createdAt, start),
        lt(reports.createdAt, end),
      ),
    )
    .groupBy(reports.source, reports.reason, sql`${reports.reporterEmail} is null`)
  const notices = receivedReports.filter((row) => row.source === 'notice')
  const memberReports = receivedReports.filter((row) => row.source === 'member')

  const inPeriod = and(
    eq(moderationDecisions.siteId, siteId),
    gte(moderationDecisions.createdAt, start),
    lt(moderationDecisions.createdAt, end),
  )
  const decisions = await db
    .select({
      restriction: moderationDecisions.restriction,
      ground: moderationDecisions.ground,
      source: moderationDecisions.source,
      automated: moderationDecisions.automated,
      interim: moderationDecisions.interim,
      reportedAt: moderationDecisions.reportedAt,
      decidedAt: moderationDecisions.createdAt,
    })
    .from(moderationDecisions)
    .where(inPeriod)
  const dismissals = await db
    .select({
      reason: reportDismissals.reason,
      reportedAt: reportDismissals.reportedAt,
      decidedAt: reportDismissals.createdAt,
    })
    .from(reportDismissals)
    .where(
      and(
        eq(reportDismissals.siteId, siteId),
        gte(reportDismissals.createdAt, start),
        lt(reportDismissals.createdAt, end),
      ),
    )
  const appeals = await db
    .select({
      status: moderationAppeals.status,
      createdAt: moderationAppeals.createdAt,
      decidedAt: moderationAppeals.decidedAt,
    })
    .from(moderationAppeals)
    .leftJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .leftJoin(reportDismissals, eq(reportDismissals.id, moderationAppeals.dismissalId))
    .where(
      and(
        sql`coalesce(${moderationDecisions.siteId}, ${reportDismissals.siteId}) = ${siteId}`,
        gte(moderationAppeals.createdAt, start),
        lt(moderationAppeals.createdAt, end),
      ),
    )
  const months = monthsOf(start, end)
  const active = await db
    .select({ month: activeRecipientMonths.month, n: count() })
    .from(activeRecipientMonths)
    .where(
      and(eq(activeRecipientMonths.siteId, siteId), inArray(activeRecipientMonths.month, months)),
    )
    .groupBy(activeRecipientMonths.month)
  const [statements] = await db
    .select({ n: count() })
    .from(transparencyStatements)
    .where(
      and(
        eq(transparencyStatements.siteId, siteId),
        gte(transparencyStatements.createdAt, start),
        lt(transparencyStatements.createdAt, end),
      ),
    )

  // Time to decision: from a report's arrival to the final decision or dismissal on it.
  const waits = [...decisions.filter((row) => !row.interim), ...dismissals].flatMap((row) =>
    row.reportedAt ? [(row.decidedAt.getTime() - row.reportedAt.getTime()) / hourMs] : [],
  )
  const outcomeWaits = appeals.flatMap((row) =>
    row.decidedAt ? [(row.decidedAt.getTime() - row.createdAt.getTime()) / hourMs] : [],
  )
  const activeTotal = active.reduce((total, row) => total + Number(row.n), 0)
  const one = (key: string) => ({ key, n: 1 })
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)
  const noticesByReason = countsOf(reportReasons, notices)
  return {
    site_id: siteId,
    brand: site?.name ?? '',
    from: period.from,
    to: period.to,
    notices: {
      total: sum(noticesByReason),
      anonymous: notices.filter((row) => row.anonymous).reduce((t, row) => t + Number(row.n), 0),
      by_reason: noticesByReason,
    },
    member_reports: {
      total: memberReports.reduce((t, row) => t + Number(row.n), 0),
      by_reason: countsOf(reportReasons, memberReports),
    },
    decisions: {
      total: decisions.length,
      by_restriction: countsOf(
        restrictions,
        decisions.map((row) => one(row.restriction)),
      ),
      by_ground: countsOf(
        decisionGrounds,
        decisions.map((row) => one(row.ground)),
      ),
      by_source: countsOf(
        ['notice', 'member', 'own_initiative'],
        decisions.map((row) => one(row.source)),
      ),
      automated: decisions.filter((row) => row.automated).length,
      interim: decisions.filter((row) => row.interim).length,
    },
    dismissals: {
      total: dismissals.length,
      by_reason: countsOf(
        dismissalReasons,
        dismissals.map((row) => one(row.reason)),
      ),
    },
    median_hours_to_decision: round(median(waits)),
    appeals: {
      received: appeals.length,
      by_status: countsOf(
        appealStatuses,
        appeals.map((row) => one(row.status)),
      ),
      median_hours_to_outcome: round(median(outcomeWaits)),
    },
    average_monthly_active_recipients:
      months.length === 0 ? 0 : Math.round(activeTotal / months.length),
    statements: Number(statements?.n ?? 0),
  }
}
