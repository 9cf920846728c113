/**
 * The back office's moderation calls (docs/api.md, Back office; decisions 056-058): the queue,
 * a case, claims, decisions and dismissals, appeals, photo review and transparency. Each needs
 * a staff session (`staff_sid`) with a role on the brand concerned; anything of another brand
 * is `404`, as if it did not exist. Every action is written to the audit log.
 */
import { decisionInputSchema } from '@dating/domain/moderation'
import {
  appealOutcomeInputSchema,
  appealsQuerySchema,
  claimInputSchema,
  dismissInputSchema,
  idQuerySchema,
  photoApproveInputSchema,
  photoQueueQuerySchema,
  queueQuerySchema,
} from '@dating/domain/moderation-queue'
import { canModerate } from '@dating/domain/staff'
import { transparencyCsv, transparencyQuerySchema } from '@dating/domain/transparency'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { profiles, reports } from '../db/schema.ts'
import { transparencyStatements } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import { readJsonBody, readQuery } from '../http/input.ts'
import { writeAudit } from '../staff/audit.ts'
import { requireModeratorOf, requireStaff, sitesInScope } from '../staff/guard.ts'
import { appealsPage, decideAppeal } from './appeal-review.ts'
import { loadCase } from './case.ts'
import { claimReport, releaseReport } from './claims.ts'
import { takeDecision } from './decide.ts'
import { decisionView } from './decisions.ts'
import { dismissReport } from './dismiss.ts'
import {
  caseBrand,
  mailAppealOutcome,
  mailNoticeDismissed,
  mailNoticeRestricted,
  mailRestrictionLifted,
  mailStatement,
} from './mails.ts'
import { approvePhoto, photoQueuePage, photoSite } from './photo-review.ts'
import { queuePage, selectReports } from './queue.ts'
import { storeStatement } from './statements.ts'
import { transparencyReport } from './transparency-report.ts'

/** The brand of a report, or null when there is none. */
async function reportSite(db: AppEnv['Variables']['deps']['db'], reportId: number) {
  const [row] = await selectReports(db).where(eq(reports.id, reportId))
  return row ? Number(row.site_id) : null
}

export const moderationBackofficeRoutes = new Hono<AppEnv>()
  .get('/api/moderation/reports.php', async (c) => {
    const query = readQuery(c, queueQuerySchema)
    const member = await requireStaff(c)
    const page = await queuePage(
      c.var.deps.db,
      sitesInScope(member, query.site),
      query,
      c.var.deps.now(),
    )
    c.header('Cache-Control', 'no-store')
    return c.json(page)
  })
  .get('/api/moderation/report.php', async (c) => {
    const { id } = readQuery(c, idQuerySchema)
    const member = await requireStaff(c)
    const found = await loadCase(c.var.deps.db, id, c.var.deps.now())
    if (!found || !canModerate(member.roles, found.report.site_id)) {
      throw new ApiError('not_found')
    }
    await writeAudit(c, {
      staffId: member.id,
      siteId: found.report.site_id,
      action: 'report_opened',
      subject: `report ${id}`,
    })
    c.header('Cache-Control', 'no-store')
    return c.json({ case: found })
  })
  .post('/api/moderation/claim.php', async (c) => {
    const input = await readJsonBody(c, claimInputSchema)
    const member = await requireStaff(c)
    const { db, now } = c.var.deps
    const siteId = await reportSite(db, input.report_id)
    if (siteId === null || !canModerate(member.roles, siteId)) throw new ApiError('not_found')
    if (input.release) {
      await releaseReport(db, input.report_id, member)
    } else {
      await claimReport(db, input.report_id, member, now())
    }
    await writeAudit(c, {
      staffId: member.id,
      siteId,
      action: input.release ? 'report_released' : 'report_claimed',
      subject: `report ${input.report_id}`,
    })
    const [after] = await selectReports(db).where(eq(reports.id, input.report_id))
    const claim =
      !input.release && after?.claimedBy === member.id
        ? { staff_id: member.id, staff_name: member.name, claimed_at: now().toISOString() }
        : null
    return c.json({ claim })
  })
  .post('/api/moderation/decisions.php', async (c) => {
    const input = await readJsonBody(c, decisionInputSchema)
    const member = await requireStaff(c)
    const { db, now } = c.var.deps
    const [profile] = await db
      .select({ siteId: profiles.siteId })
      .from(profiles)
      .where(eq(profiles.id, input.profile_id))
    if (!profile || !canModerate(member.roles, profile.siteId)) throw new ApiError('not_found')
    const brand = await caseBrand(c.var.deps, profile.siteId)
    const taken = await takeDecision(
      db,
      {
        siteId: profile.siteId,
        moderatorStaffId: member.id,
        input,
        alsoInTransaction: async (tx, decision) => {
          await storeStatement(tx, decision, brand)
          await writeAudit(
            c,
            {
              staffId: member.id,
              siteId: decision.siteId,
              action: decision.interim ? 'interim_suspension' : 'decision_taken',
              subject: `decision ${decision.id}`,
              details: {
                restriction: decision.restriction,
                profile_id: decision.profileId,
                report_id: decision.reportId,
                ground: decision.ground,
                ends_at: decision.endsAt?.toISOString() ?? null,
              },
            },
            tx,
          )
        },
      },
      now(),
    )
    await mailStatement(c.var.deps, brand, taken)
    await mailNoticeRestricted(c.var.deps, brand, taken)
    return c.json({ decision: decisionView({ row: taken.decision, appeal: null }) }, 201)
  })
  .post('/api/moderation/dismiss.php', async (c) => {
    const input = await readJsonBody(c, dismissInputSchema)
    const member = await requireStaff(c)
    const { db, now } = c.var.deps
    const siteId = await reportSite(db, input.report_id)
    if (siteId === null || !canModerate(member.roles, siteId)) throw new ApiError('not_found')
    const dismissed = await dismissReport(
      db,
      {
        siteId,
        staffId: member.id,
        input,
        alsoInTransaction: (tx, dismissalId) =>
          writeAudit(
            c,
            {
              staffId: member.id,
              siteId,
              action: 'report_dismissed',
              subject: `report ${input.report_id}`,
              details: { reason: input.reason, dismissal_id: dismissalId },
            },
            tx,
          ),
      },
      now(),
    )
    const brand = await caseBrand(c.var.deps, siteId)
    if (dismissed.appealToken) {
      await mailNoticeDismissed(c.var.deps, brand, {
        report: dismissed.report,
        dismissalId: dismissed.dismissal.id,
        reason: dismissed.dismissal.reason,
        note: dismissed.dismissal.note,
        decidedAt: dismissed.dismissal.createdAt,
        appealUntil: dismissed.dismissal.appealUntil,
        appealToken: dismissed.appealToken,
      })
    }
    for (const lifted of dismissed.lifted) {
      await mailRestrictionLifted(c.var.deps, brand, lifted.member, {
        decisionId: lifted.decisionId,
        restriction: lifted.restriction,
      })
    }
    const { dismissal } = dismissed
    return c.json(
      {
        dismissal: {
          id: dismissal.id,
          report_id: input.report_id,
          reason: dismissal.reason,
          note: dismissal.note,
          decided_at: dismissal.createdAt.toISOString(),
          appeal_until: dismissal.appealUntil.toISOString(),
        },
      },
      201,
    )
  })
  .get('/api/moderation/appeals.php', async (c) => {
    const query = readQuery(c, appealsQuerySchema)
    const member = await requireStaff(c)
    c.header('Cache-Control', 'no-store')
    return c.json(await appealsPage(c.var.deps.db, sitesInScope(member, query.site), query.page))
  })
  .post('/api/moderation/appeal-outcome.php', async (c) => {
    const input = await readJsonBody(c, appealOutcomeInputSchema)
    const member = await requireStaff(c)
    const decided = await decideAppeal(
      c.var.deps.db,
      {
        member,
        input,
        alsoInTransaction: (tx, siteId) =>
          writeAudit(
            c,
            {
              staffId: member.id,
              siteId,
              action: input.outcome === 'reversed' ? 'appeal_reversed' : 'appeal_upheld',
              subject: `appeal ${input.appeal_id}`,
            },
            tx,
          ),
      },
      c.var.deps.now(),
    )
    if (decided.recipient) {
      await mailAppealOutcome(
        c.var.deps,
        await caseBrand(c.var.deps, decided.siteId),
        decided.recipient,
        {
          appealId: decided.appeal.id,
          kind: decided.appeal.kind,
          outcome: input.outcome,
          restriction: decided.appeal.decision?.restriction ?? null,
          note: input.note,
        },
      )
    }
    return c.json({ appeal: { id: decided.appeal.id, status: input.outcome } })
  })
  .get('/api/moderation/photos.php', async (c) => {
    const query = readQuery(c, photoQueueQuerySchema)
    const member = await requireStaff(c)
    c.header('Cache-Control', 'no-store')
    return c.json(await photoQueuePage(c.var.deps.db, sitesInScope(member, query.site), query.page))
  })
  .post('/api/moderation/photo-review.php', async (c) => {
    const { image_id } = await readJsonBody(c, photoApproveInputSchema)
    const member = await requireStaff(c)
    const { db, now } = c.var.deps
    const siteId = await photoSite(db, image_id)
    if (siteId === null || !canModerate(member.roles, siteId)) throw new ApiError('not_found')
    await db.transaction(async (tx) => {
      if (!(await approvePhoto(tx, image_id, member.id, now()))) return
      await writeAudit(
        c,
        { staffId: member.id, siteId, action: 'photo_approved', subject: `photo ${image_id}` },
        tx,
      )
    })
    return c.json({ ok: true })
  })
  .get('/api/moderation/transparency.php', async (c) => {
    const query = readQuery(c, transparencyQuerySchema)
    const member = await requireModeratorOf(c, query.site)
    const report = await transparencyReport(c.var.deps.db, query.site, query)
    c.header('Cache-Control', 'no-store')
    if (query.format === 'json') return c.json({ report })
    await writeAudit(c, {
      staffId: member.id,
      siteId: query.site,
      action: 'transparency_exported',
      details: { from: query.from, to: query.to, format: 'csv' },
    })
    const name = `transparency-${report.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${query.from}-${query.to}.csv`
    return c.body(transparencyCsv(report), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    })
  })
  /** The period's statements of reasons as the EU transparency database takes them. */
  .get('/api/moderation/statements.php', async (c) => {
    const query = readQuery(c, transparencyQuerySchema)
    const member = await requireModeratorOf(c, query.site)
    const start = new Date(`${query.from}T00:00:00.000Z`)
    const end = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000)
    const rows = await c.var.deps.db
      .select({ payload: transparencyStatements.payload })
      .from(transparencyStatements)
      .where(
        and(
          eq(transparencyStatements.siteId, query.site),
          gte(transparencyStatements.createdAt, start),
          lt(transparencyStatements.createdAt, end),
        ),
      )
      .orderBy(asc(transparencyStatements.createdAt), asc(transparencyStatements.decisionId))
    await writeAudit(c, {
      staffId: member.id,
      siteId: query.site,
      action: 'transparency_exported',
      details: { from: query.from, to: query.to, format: 'statements' },
    })
    c.header('Cache-Control', 'no-store')
    c.header(
      'Content-Disposition',
      `attachment; filename="statements-${query.site}-${query.from}-${query.to}.json"`,
    )
    return c.json({ statements: rows.map((row) => row.payload) })
  })
