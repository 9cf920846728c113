/**
 * Moderation (docs/api.md, Moderation): the moderators' queue and decisions, and the
 * restricted member's statement of reasons and appeal (EU DSA Art. 17 and 20).
 */
import {
  appealInputSchema,
  decisionInputSchema,
  decisionQuerySchema,
} from '@dating/domain/moderation'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Context, Hono } from 'hono'
import { siteOrigin } from '../brand/public-origin.ts'
import type { AppEnv } from '../http/context.ts'
import { profiles, reports, users } from '../db/schema.ts'
import { moderationAppeals, moderationDecisions } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody, readQuery } from '../http/input.ts'
import { sendMail } from '../mail/request.ts'
import { fileAppeal } from './appeals.ts'
import { type TakenDecision, takeDecision } from './decide.ts'
import { type DecisionRef, decisionView, findDecision } from './decisions.ts'
import { requireModerator } from './moderators.ts'

const queueLimit = 100

/** The page of the site where the member reads the decision and appeals. */
function appealUrl(c: Context<AppEnv>, decisionId: number, token: string): string {
  const query = new URLSearchParams({ decision: String(decisionId), token })
  return `${siteOrigin(c)}/appeal?${query}`
}

/** The statement of reasons (DSA Art. 17), in the member's language; none without an address. */
async function mailStatement(c: Context<AppEnv>, taken: TakenDecision): Promise<void> {
  const { decision, member } = taken
  if (!member.email) return
  await sendMail(c, {
    kind: 'statement_of_reasons',
    to: { email: member.email, userId: member.userId, locale: member.language, name: member.name },
    data: {
      decisionId: decision.id,
      restriction: decision.restriction,
      ground: decision.ground,
      reason: decision.reason,
      legalReference: decision.legalReference,
      facts: decision.facts,
      automated: decision.automated,
      source: decision.source,
      decidedAt: decision.createdAt.toISOString(),
      appealUntil: decision.appealUntil.toISOString(),
      appealUrl: appealUrl(c, decision.id, taken.appealToken),
      termsUrl: `${siteOrigin(c)}/pages/terms`,
    },
  })
}

/** The decision a member's request names: their own by id, or any by the link's token. */
function decisionRef(c: Context<AppEnv>, query: { token: string } | { id: number }): DecisionRef {
  if ('token' in query) return { token: query.token }
  return { id: query.id, userId: requireSession(c).userId }
}

async function foundDecision(c: Context<AppEnv>, ref: DecisionRef) {
  const found = await findDecision(c.var.deps.db, c.var.site.id, ref)
  // A token that names nothing is a link that does not work; an id of someone else's, nothing.
  if (!found) throw new ApiError('token' in ref ? 'link_invalid' : 'not_found')
  return found
}

const reportedProfiles = alias(profiles, 'reported_profiles')

export const moderationRoutes = new Hono<AppEnv>()
  .get('/api/moderation/reports.php', async (c) => {
    await requireModerator(c)
    const siteId = c.var.site.id
    const rows = await c.var.deps.db
      .select({
        id: reports.id,
        source: reports.source,
        reason: reports.reason,
        note: reports.note,
        content_url: reports.contentUrl,
        reported_profile_id: reports.reportedProfileId,
        message_id: reports.messageId,
        created_at: reports.createdAt,
      })
      .from(reports)
      .leftJoin(reportedProfiles, eq(reportedProfiles.id, reports.reportedProfileId))
      .where(
        and(
          eq(reports.status, 'open'),
          or(
            eq(reports.siteId, siteId),
            and(isNull(reports.siteId), eq(reportedProfiles.siteId, siteId)),
          ),
        ),
      )
      .orderBy(desc(reports.createdAt))
      .limit(queueLimit)
    return c.json({ reports: rows })
  })
  .post('/api/moderation/decisions.php', async (c) => {
    const moderator = await requireModerator(c)
    const input = await readJsonBody(c, decisionInputSchema)
    const { db, now } = c.var.deps
    const taken = await takeDecision(
      db,
      { siteId: c.var.site.id, moderatorUserId: moderator.userId, input },
      now(),
    )
    await mailStatement(c, taken)
    return c.json({ decision: decisionView({ row: taken.decision, appeal: null }) }, 201)
  })
  .get('/api/moderation/appeals.php', async (c) => {
    await requireModerator(c)
    const rows = await c.var.deps.db
      .select({
        id: moderationAppeals.id,
        decision_id: moderationAppeals.decisionId,
        restriction: moderationDecisions.restriction,
        profile_id: moderationDecisions.profileId,
        explanation: moderationAppeals.explanation,
        created_at: moderationAppeals.createdAt,
      })
      .from(moderationAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
      .where(
        and(eq(moderationAppeals.status, 'open'), eq(moderationDecisions.siteId, c.var.site.id)),
      )
      .orderBy(moderationAppeals.createdAt)
      .limit(queueLimit)
    return c.json({ appeals: rows })
  })
  .get('/api/decision.php', async (c) => {
    const found = await foundDecision(c, decisionRef(c, readQuery(c, decisionQuerySchema)))
    c.header('Cache-Control', 'no-store')
    return c.json({ decision: decisionView(found) })
  })
  .post('/api/appeal.php', async (c) => {
    const input = await readJsonBody(c, appealInputSchema)
    const ref = decisionRef(
      c,
      input.token !== undefined ? { token: input.token } : { id: input.decision_id ?? 0 },
    )
    const found = await foundDecision(c, ref)
    const { db, now } = c.var.deps
    const appeal = await fileAppeal(db, found.row, input.explanation, now())
    const [member] = await db
      .select({ email: users.email, language: users.language, name: profiles.name })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, found.row.userId))
    if (member?.email) {
      await sendMail(c, {
        kind: 'appeal_receipt',
        to: {
          email: member.email,
          userId: found.row.userId,
          locale: member.language,
          name: member.name,
        },
        data: {
          appealId: appeal.id,
          restriction: found.row.restriction,
          decidedAt: found.row.createdAt.toISOString(),
          explanation: input.explanation,
        },
      })
    }
    const view = decisionView({
      row: found.row,
      appeal: { id: appeal.id, status: 'open', createdAt: appeal.createdAt },
    })
    return c.json({ decision: view }, 201)
  })
