import { randomBytes } from 'node:crypto'
import { limits } from '@dating/domain/constants'
import { and, asc, eq, gt, like, lte, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { images, photoUploadSlots, profiles } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { renderVariants, type RawPicture } from '../media/render.ts'
import type { MediaStore } from '../media/store.ts'
import { imageVariants, variantKey } from '../media/variants.ts'

const originalMaxSide = 2_048

export function photoLimitFor(premium: boolean): number {
  return premium ? limits.premiumPhotos : limits.freePhotos
}

/** An upload slot stops counting this long after it was taken (a crashed process's). */
const slotLifetime = sql`interval '5 minutes'`

/** Upload slots that still count: taken within the slot lifetime. */
function liveSlotsOf(profileId: number) {
  return and(
    eq(photoUploadSlots.profileId, profileId),
    gt(photoUploadSlots.createdAt, sql`now() - ${slotLifetime}`),
  )
}

/**
 * Takes a slot for one upload before its file is read or decoded
 * (docs/decisions/032e-photo-upload-slots.md): with the profile row locked, the photos that
 * count (all but rejected ones) and the uploads in progress must stay below the limit, else
 * 409 photo_limit. So parallel uploads cannot pass the limit together, and none of them decodes
 * a picture that could not be kept. Answers the slot's id for `addPhoto` and `releasePhotoSlot`.
 */
export async function reservePhotoSlot(
  db: Database,
  owner: { profileId: number; premium: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockProfile(tx, owner.profileId)
    await tx
      .delete(photoUploadSlots)
      .where(
        and(
          eq(photoUploadSlots.profileId, owner.profileId),
          lte(photoUploadSlots.createdAt, sql`now() - ${slotLifetime}`),
        ),
      )
    const limit = photoLimitFor(owner.premium)
    const taken =
      (await countedPhotos(tx, owner.profileId)) + (await liveSlots(tx, owner.profileId))
    if (taken >= limit) throw photoLimitError(limit)
    const [slot] = await tx
      .insert(photoUploadSlots)
      .values({ profileId: owner.profileId })
      .returning({ id: photoUploadSlots.id })
    if (!slot) throw new Error('The upload slot was not taken')
    return slot.id
  })
}

/** Gives a slot back (the upload failed); a stored photo has taken its place already. */
export async function releasePhotoSlot(db: Database, slotId: number): Promise<void> {
  await db.delete(photoUploadSlots).where(eq(photoUploadSlots.id, slotId))
}

async function lockProfile(db: Database, profileId: number) {
  const [profile] = await db
    .select({ mainImageId: profiles.mainImageId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update')
  if (!profile) throw new ApiError('not_found')
  return profile
}

/** Photos that count towards the limit: every one not rejected by moderation. */
async function countedPhotos(db: Database, profileId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(images)
    .where(and(eq(images.profileId, profileId), ne(images.status, 'rejected')))
  return Number(row?.count ?? 0)
}

async function liveSlots(db: Database, profileId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photoUploadSlots)
    .where(
      except === undefined
        ? liveSlotsOf(profileId)
        : and(liveSlotsOf(profileId), ne(photoUploadSlots.id, except)),
    )
  return Number(row?.count ?? 0)
}

function photoLimitError(limit: number): ApiError {
  return new ApiError('photo_limit', { limit, premiumLimit: limits.premiumPhotos })
}

async function removeFiles(media: MediaStore, storageKey: string): Promise<void> {
  await Promise.all(imageVariants.map((variant) => media.delete(variantKey(storageKey, variant))))
}

/**
 * Stores an uploaded picture in the slot `reservePhotoSlot` took for it. The member's main
 * image is their free picture (seen sharp by everyone, so their card is recognisable); the
 * others are for premium members only. The first photo becomes the main one.
 */
export async function addPhoto(
  db: Database,
  media: MediaStore,
  owner: { profileId: number; premium: boolean; slotId: number },
  raw: RawPicture,
): Promise<number> {
  const storageKey = `${uploadPrefix(owner.profileId)}${randomBytes(8).toString('hex')}`
  const files = await renderVariants(raw, { originalMaxSide })
  for (const variant of imageVariants) {
    await media.put(variantKey(storageKey, variant), files[variant])
  }
  try {
    return await db.transaction(async (tx) => {
      const profile = await lockProfile(tx, owner.profileId)
      const limit = photoLimitFor(owner.premium)
      const [counts] = await tx
        .select({
          count: sql<number>`count(*) filter (where ${images.status} <> 'rejected')::int`,
          lastPosition: sql<number>`coalesce(max(${images.position}), -1)::int`,
        })
        .from(images)
        .where(eq(images.profileId, owner.profileId))
      const others = await liveSlots(tx, owner.profileId, owner.slotId)
      if (Number(counts?.count ?? 0) + others >= limit) throw photoLimitError(limit)
      await tx.delete(photoUploadSlots).where(eq(photoUploadSlots.id, owner.slotId))
      const becomesMain = profile.mainImageId === null
      const [created] = await tx
        .insert(images)
        .values({
          profileId: owner.profileId,
          storageKey,
          position: Number(counts?.lastPosition ?? -1) + 1,
          free: becomesMain,
          status: 'active',
        })
        .returning({ id: images.id })
      if (!created) throw new Error('Image was not created')
      if (becomesMain) {
        await tx
          .update(profiles)
          .set({ mainImageId: created.id })
          .where(eq(profiles.id, owner.profileId))
      }
      return created.id
    })
  } catch (error) {
    await removeFiles(media, storageKey)
    throw error
  }
}

/**
 * Seeded pictures share their files (and so their free flag) with other profiles; only the
 * member's own uploads have their flag moved with the main image.
 */
function ownUpload(profileId: number) {
  return like(images.storageKey, `${uploadPrefix(profileId)}%`)
}

function uploadPrefix(profileId: number): string {
  return `images/p${profileId}/u`
}

async function ownImage(db: Database, profileId: number, imageId: number) {
  const [image] = await db
    .select({ id: images.id, storageKey: images.storageKey, status: images.status })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.profileId, profileId)))
  // Another member's picture answers like a missing one: ids reveal nothing.
  if (!image) throw new ApiError('not_found')
  return image
}

/** Makes one of the member's active pictures the main (and free) one. */
export async function setMainPhoto(db: Database, profileId: number, imageId: number) {
  const image = await ownImage(db, profileId, imageId)
  if (image.status !== 'active') throw new ApiError('validation_failed', { field: 'id' })
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ mainImageId: image.id }).where(eq(profiles.id, profileId))
    await tx
      .update(images)
      .set({ free: sql`${images.id} = ${image.id}` })
      .where(and(eq(images.profileId, profileId), ownUpload(profileId)))
  })
}

/** Deletes a picture and its files; when it was the main one, the next active one takes over. */
export async function deletePhoto(
  db: Database,
  media: MediaStore,
  profileId: number,
  imageId: number,
) {
  const image = await ownImage(db, profileId, imageId)
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ mainImageId: profiles.mainImageId })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update')
    await tx.delete(images).where(eq(images.id, image.id))
    if (profile?.mainImageId !== image.id) return
    const [next] = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.profileId, profileId), eq(images.status, 'active')))
      .orderBy(asc(images.position), asc(images.id))
      .limit(1)
    await tx
      .update(profiles)
      .set({ mainImageId: next?.id ?? null })
      .where(eq(profiles.id, profileId))
    if (next) {
      await tx
        .update(images)
        .set({ free: true })
        .where(and(eq(images.id, next.id), ownUpload(profileId)))
    }
  })
  // Seeded pictures share their files with other profiles; only an unshared file is removed.
  const [shared] = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.storageKey, image.storageKey))
    .limit(1)
  if (!shared) await removeFiles(media, image.storageKey)
}
