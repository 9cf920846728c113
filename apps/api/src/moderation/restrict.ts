import type { Restriction } from '@dating/domain/moderation'
import { and, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import { removeMessage } from '../chat/removal.ts'
import { images, profiles, sessions, users } from '../db/schema.ts'
import { moderationDecisions } from './schema.ts'

export type RestrictionTarget = {
  restriction: Restriction
  userId: number
  profileId: number
  imageId: number | null
  messageId: number | null
}

/** Restrictions that keep the profile out of sight of others. */
const hidingRestrictions: Restriction[] = ['profile_hidden', 'account_suspended']

/**
 * Whether a decision keeps the profile hidden: activation and reactivation, which show a
 * profile again, leave such a profile disabled.
 */
export function hiddenByModeration(profileId: AnyPgColumn | number): SQL {
  return exists(
    sql`(select 1 from ${moderationDecisions} where ${moderationDecisions.profileId} = ${profileId} and ${inArray(moderationDecisions.restriction, hidingRestrictions)})`,
  )
}

/** The profile status after activation or reactivation: active unless moderation hid it. */
export function visibleUnlessModerated(profileId: AnyPgColumn | number): SQL {
  return sql`case when ${hiddenByModeration(profileId)} then 'disabled' else 'active' end::profile_status`
}

/** Applies a decision's restriction to the rows it restricts, inside the decision's transaction. */
export async function applyRestriction(
  tx: Database,
  target: RestrictionTarget,
  now: Date,
): Promise<void> {
  switch (target.restriction) {
    case 'profile_hidden':
      await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, target.profileId))
      return
    case 'photo_removed':
      if (target.imageId === null) throw new Error('photo_removed needs an image')
      await removePhoto(tx, target.profileId, target.imageId)
      return
    case 'message_removed':
      if (target.messageId === null) throw new Error('message_removed needs a message')
      await removeMessage(tx, target.messageId, now)
      return
    case 'account_suspended':
      await tx
        .update(users)
        .set({ status: 'suspended' })
        .where(and(eq(users.id, target.userId), ne(users.status, 'deleted')))
      await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, target.profileId))
      await tx.delete(sessions).where(eq(sessions.userId, target.userId))
      return
  }
}

/** The picture is rejected; when it was the main one, the next active one takes over. */
async function removePhoto(tx: Database, profileId: number, imageId: number): Promise<void> {
  await tx.update(images).set({ status: 'rejected' }).where(eq(images.id, imageId))
  const [profile] = await tx
    .select({ mainImageId: profiles.mainImageId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update')
  if (profile?.mainImageId !== imageId) return
  const [next] = await tx
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.profileId, profileId), eq(images.status, 'active')))
    .orderBy(images.position, images.id)
    .limit(1)
  await tx
    .update(profiles)
    .set({ mainImageId: next?.id ?? null })
    .where(eq(profiles.id, profileId))
}
