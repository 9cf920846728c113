import { limits } from '@dating/domain/constants'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, users } from '../db/schema.ts'
import { visibleUnlessModerated } from '../moderation/restrict.ts'

const dayMs = 24 * 60 * 60 * 1000

/** When a deletion requested at `requestedAt` can no longer be undone (the erasure is due). */
export function reactivateUntil(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + limits.reactivationDays * dayMs)
}

/**
 * Undoes a deletion that is still pending and less than 14 days old: the member's status is
 * `active` again when they had activated their account (`activated_at`; the deletion sets it
 * for members who were active before activation existed), else `not_confirmed`; their profile
 * is visible again only when active; the deletion columns are cleared. Answers whether the
 * account was restored (false: not this brand's, not pending deletion, too late, or erased
 * meanwhile). Used by the reactivation link (POST /api/reactivate.php) and by a login with
 * `reactivate: true`.
 */
export async function reactivateAccount(
  db: Database,
  { userId, siteId }: { userId: number; siteId: number },
  now: Date,
): Promise<boolean> {
  const oldestReactivatable = new Date(now.getTime() - limits.reactivationDays * dayMs)
  return db.transaction(async (tx) => {
    const [restored] = await tx
      .update(users)
      .set({
        status: sql`case when ${users.activatedAt} is null then 'not_confirmed' else 'active' end::user_status`,
        deletionRequestedAt: null,
        deletionReason: null,
        deletionNote: null,
      })
      .where(
        and(
          eq(users.id, userId),
          eq(users.siteId, siteId),
          eq(users.status, 'pending_deletion'),
          gt(users.deletionRequestedAt, oldestReactivatable),
        ),
      )
      .returning({ status: users.status })
    if (!restored) return false
    await tx
      .update(profiles)
      .set({
        status: restored.status === 'active' ? visibleUnlessModerated(profiles.id) : 'disabled',
      })
      .where(eq(profiles.userId, userId))
    return true
  })
}
