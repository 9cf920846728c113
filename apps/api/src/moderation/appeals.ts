import type { Database } from '../db/client.ts'
import { moderationAppeals } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import type { DecisionRow } from './decide.ts'

/**
 * Files the member's appeal against the decision (DSA Art. 20): open for six months, one per
 * decision (the unique index decides between two at once: the second is `appeal_exists`).
 */
export async function fileAppeal(
  db: Database,
  decision: DecisionRow,
  explanation: string,
  now: Date,
): Promise<{ id: number; createdAt: Date }> {
  if (now > decision.appealUntil) throw new ApiError('appeal_closed')
  const [appeal] = await db
    .insert(moderationAppeals)
    .values({ decisionId: decision.id, userId: decision.userId, explanation, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: moderationAppeals.id, createdAt: moderationAppeals.createdAt })
  if (!appeal) throw new ApiError('appeal_exists')
  return appeal
}
