import type { ModerationDecision } from '@dating/domain/moderation'
import { and, eq } from 'drizzle-orm'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { moderationAppeals, moderationDecisions } from './schema.ts'
import type { DecisionRow } from './decide.ts'

type AppealRow = Pick<typeof moderationAppeals.$inferSelect, 'id' | 'status' | 'createdAt'>

/** Which decision: one of the member's own by id, or the one an appeal link's token names. */
export type DecisionRef = { id: number; userId: number } | { token: string }

export type FoundDecision = { row: DecisionRow; appeal: AppealRow | null }

/** The decision of the brand `siteId` the reference names, with its appeal; null if none. */
export async function findDecision(
  db: Database,
  siteId: number,
  ref: DecisionRef,
): Promise<FoundDecision | null> {
  const which =
    'token' in ref
      ? eq(moderationDecisions.appealTokenHash, hashToken(ref.token))
      : and(eq(moderationDecisions.id, ref.id), eq(moderationDecisions.userId, ref.userId))
  const [found] = await db
    .select({
      row: moderationDecisions,
      appealId: moderationAppeals.id,
      appealStatus: moderationAppeals.status,
      appealCreatedAt: moderationAppeals.createdAt,
    })
    .from(moderationDecisions)
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.id))
    .where(and(which, eq(moderationDecisions.siteId, siteId)))
  if (!found) return null
  const appeal =
    found.appealId !== null && found.appealStatus !== null && found.appealCreatedAt !== null
      ? { id: found.appealId, status: found.appealStatus, createdAt: found.appealCreatedAt }
      : null
  return { row: found.row, appeal }
}

/** A decision as its member sees it: never who reported them or which moderator decided. */
export function decisionView({ row, appeal }: FoundDecision): ModerationDecision {
  return {
    id: row.id,
    restriction: row.restriction,
    ground: row.ground,
    reason: row.reason,
    legal_reference: row.legalReference,
    facts: row.facts,
    automated: row.automated,
    source: row.source,
    decided_at: row.createdAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    interim: row.interim,
    lifted_at: row.liftedAt?.toISOString() ?? null,
    appeal_until: row.appealUntil.toISOString(),
    appeal: appeal
      ? { id: appeal.id, status: appeal.status, created_at: appeal.createdAt.toISOString() }
      : null,
  }
}
