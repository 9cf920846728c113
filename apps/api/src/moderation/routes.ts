/**
 * Moderation as members and notice senders meet it (docs/api.md, Moderation): the restricted
 * member's statement of reasons and appeal, and a notice sender's outcome and appeal against a
 * dismissal (EU DSA Art. 17 and 20). The staff's calls are in ./backoffice-routes.ts.
 */
import {
  appealInputSchema,
  decisionQuerySchema,
  noticeAppealInputSchema,
} from '@dating/domain/moderation'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { profiles, reports, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody, readQuery } from '../http/input.ts'
import { sendMail } from '../mail/request.ts'
import { fileAppeal } from './appeals.ts'
import { type DecisionRef, decisionView, findDecision } from './decisions.ts'
import { fileNoticeAppeal, findDismissalByToken, noticeOutcomeView } from './notice-appeals.ts'

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

async function foundDismissal(c: Context<AppEnv>, token: string) {
  const found = await findDismissalByToken(c.var.deps.db, c.var.site.id, token)
  if (!found) throw new ApiError('link_invalid')
  return found
}

const noticeOutcomeQuerySchema = v.object({ token: noticeAppealInputSchema.entries.token })

export const moderationRoutes = new Hono<AppEnv>()
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
  .get('/api/notice-outcome.php', async (c) => {
    const { token } = readQuery(c, noticeOutcomeQuerySchema)
    const found = await foundDismissal(c, token)
    c.header('Cache-Control', 'no-store')
    return c.json({ outcome: noticeOutcomeView(found) })
  })
  .post('/api/notice-appeal.php', async (c) => {
    const input = await readJsonBody(c, noticeAppealInputSchema)
    const found = await foundDismissal(c, input.token)
    const { db, now } = c.var.deps
    const appeal = await fileNoticeAppeal(db, found.dismissal, input.explanation, now())
    const [sender] =
      found.dismissal.reportId === null
        ? []
        : await db
            .select({
              email: reports.reporterEmail,
              name: reports.reporterName,
              language: reports.reporterLanguage,
            })
            .from(reports)
            .where(eq(reports.id, found.dismissal.reportId))
    if (sender?.email) {
      await sendMail(c, {
        kind: 'appeal_receipt',
        to: {
          email: sender.email,
          userId: null,
          locale: sender.language ?? c.var.locale,
          name: sender.name ?? '',
        },
        data: {
          appealId: appeal.id,
          restriction: null,
          decidedAt: found.dismissal.createdAt.toISOString(),
          explanation: input.explanation,
        },
      })
    }
    const outcome = noticeOutcomeView({
      ...found,
      appealId: appeal.id,
      appealStatus: 'open',
      appealCreatedAt: appeal.createdAt,
    })
    return c.json({ outcome }, 201)
  })
