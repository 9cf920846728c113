import type { LiftReason, Restriction } from '@dating/domain/moderation'
import { and, eq, exists, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import { removeMessage } from '../chat/removal.ts'
import { images, messages, profiles, sessions, users } from '../db/schema.ts'
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

/** A decision whose restriction applies now: not lifted, and not past its end date. */
const inForce = sql`${moderationDecisions.liftedAt} is null and (${moderationDecisions.endsAt} is null or ${moderationDecisions.endsAt} > now())`

/**
 * Whether a decision in force keeps the profile hidden: activation and reactivation, which
 * show a profile again, leave such a profile disabled.
 */
export function hiddenByModeration(profileId: AnyPgColumn | number): SQL {
  return exists(
    sql`(select 1 from ${moderationDecisions} where ${moderationDecisions.profileId} = ${profileId} and ${inArray(moderationDecisions.restriction, hidingRestrictions)} and ${inForce})`,
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

export type LiftedDecision = RestrictionTarget & { decisionId: number }

/**
 * Lifts a decision's restriction inside the caller's transaction: the decision row records
 * when and why, and the rows it restricted are restored unless another decision in force still
 * restricts them (a profile shows again only for an active account). Answers false when the
 * decision was lifted already (two lifts at once: one UPDATE decides).
 */
export async function liftRestriction(
  tx: Database,
  target: LiftedDecision,
  reason: LiftReason,
  now: Date,
): Promise<boolean> {
  const [lifted] = await tx
    .update(moderationDecisions)
    .set({ liftedAt: now, liftReason: reason })
    .where(and(eq(moderationDecisions.id, target.decisionId), isNull(moderationDecisions.liftedAt)))
    .returning({ id: moderationDecisions.id })
  if (!lifted) return false
  switch (target.restriction) {
    case 'photo_removed':
      if (target.imageId !== null) await restorePhoto(tx, target.profileId, target.imageId)
      return true
    case 'message_removed':
      if (target.messageId !== null) {
        await tx.update(messages).set({ removedAt: null }).where(eq(messages.id, target.messageId))
      }
      return true
    case 'account_suspended':
      await tx
        .update(users)
        .set({ status: 'active' })
        .where(
          and(
            eq(users.id, target.userId),
            eq(users.status, 'suspended'),
            notSuspendedByOther(target),
          ),
        )
      await showProfileAgain(tx, target.profileId)
      return true
    case 'profile_hidden':
      await showProfileAgain(tx, target.profileId)
      return true
  }
}

/** No other suspension of the account is in force. */
function notSuspendedByOther(target: LiftedDecision): SQL {
  return sql`not exists (select 1 from ${moderationDecisions} where ${moderationDecisions.userId} = ${target.userId} and ${moderationDecisions.restriction} = 'account_suspended' and ${moderationDecisions.id} <> ${target.decisionId} and ${inForce})`
}

/** The profile shows again when its account is active and no decision in force hides it. */
async function showProfileAgain(tx: Database, profileId: number): Promise<void> {
  await tx
    .update(profiles)
    .set({ status: 'active' })
    .where(
      and(
        eq(profiles.id, profileId),
        sql`not ${hiddenByModeration(profileId)}`,
        exists(
          sql`(select 1 from ${users} where ${users.id} = ${profiles.userId} and ${users.status} = 'active')`,
        ),
      ),
    )
}

/** The picture is active again, and the profile's main one when it has none. */
async function restorePhoto(tx: Database, profileId: number, imageId: number): Promise<void> {
  await tx
    .update(images)
    .set({ status: 'active' })
    .where(and(eq(images.id, imageId), eq(images.status, 'rejected')))
  await tx
    .update(profiles)
    .set({ mainImageId: imageId })
    .where(and(eq(profiles.id, profileId), isNull(profiles.mainImageId)))
}
