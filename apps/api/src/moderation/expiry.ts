import { and, isNotNull, isNull, lte } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { JobDefinition } from '../jobs/queue.ts'
import { moderationDecisions } from './schema.ts'
import { liftRestriction } from './restrict.ts'

/**
 * Lifts the restrictions whose end date has passed (the statement of reasons named the day),
 * each in a transaction of its own. Visibility checks already ignore such decisions; this
 * restores the rows they changed.
 */
export async function liftExpiredRestrictions(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({
      decisionId: moderationDecisions.id,
      restriction: moderationDecisions.restriction,
      userId: moderationDecisions.userId,
      profileId: moderationDecisions.profileId,
      imageId: moderationDecisions.imageId,
      messageId: moderationDecisions.messageId,
    })
    .from(moderationDecisions)
    .where(
      and(
        isNull(moderationDecisions.liftedAt),
        isNotNull(moderationDecisions.endsAt),
        lte(moderationDecisions.endsAt, now),
      ),
    )
    .limit(500)
  let lifted = 0
  for (const decision of due) {
    if (await db.transaction((tx) => liftRestriction(tx, decision, 'expired', now))) lifted += 1
  }
  return lifted
}

/** Every ten minutes: a restriction ends within ten minutes of its end (decision 056). */
export function restrictionExpiryJob(db: Database): JobDefinition {
  return {
    name: 'restriction-expiry',
    cron: '*/10 * * * *',
    policy: 'stately',
    run: async () => {
      const lifted = await liftExpiredRestrictions(db, new Date())
      return lifted > 0 ? `moderation: ${lifted} restriction(s) ended` : undefined
    },
  }
}
