import type { Image } from '@dating/domain/entities'
import type { ImageStatus } from '@dating/domain/profile-attributes'
import { and, asc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../db/client.ts'
import { images } from '../db/schema.ts'
import type { AppEnv } from '../http/context.ts'
import { publicVariant, variantKey } from '../media/variants.ts'

/** Who looks at a picture: the owner and premium members see originals, others blurred ones. */
export type Viewer = {
  profileId: number | null
  premium: boolean
  /** Where the viewer's town is, for the distance on cards (decision 063). */
  position?: { lat: number; lon: number } | null
}

export const visitor: Viewer = { profileId: null, premium: false }

/** The request's viewer: its member, else a visitor. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const current = c.var.session
  return current
    ? { profileId: current.profileId, premium: current.paidUser, position: current.position }
    : visitor
}

export type ImageRow = {
  id: number
  profileId: number
  storageKey: string
  free: boolean
  status: ImageStatus
}

/** A profile's pictures in gallery order; pending ones only for their owner. */
export function selectImageRows(
  db: Database,
  profileId: number,
  { includePending }: { includePending: boolean },
): Promise<ImageRow[]> {
  return db
    .select({
      id: images.id,
      profileId: images.profileId,
      storageKey: images.storageKey,
      free: images.free,
      status: images.status,
    })
    .from(images)
    .where(
      and(
        eq(images.profileId, profileId),
        includePending ? undefined : eq(images.status, 'active'),
      ),
    )
    .orderBy(asc(images.position), asc(images.id))
}

export function isLocked(image: Pick<ImageRow, 'free' | 'profileId'>, viewer: Viewer): boolean {
  return !image.free && !viewer.premium && image.profileId !== viewer.profileId
}

/** Paths are relative to the brand's cdn_prefix; a locked image only ever names its blurred file. */
export function imageView(image: ImageRow, viewer: Viewer): Image {
  const locked = isLocked(image, viewer)
  const blurred = variantKey(image.storageKey, publicVariant)
  return {
    id: image.id,
    filename: locked ? blurred : variantKey(image.storageKey, 'main'),
    thumb_filename: locked ? blurred : variantKey(image.storageKey, 'thumb'),
    match: locked ? blurred : variantKey(image.storageKey, 'match'),
    sizes: {
      card: locked ? blurred : variantKey(image.storageKey, 'card'),
      swipe: locked ? blurred : variantKey(image.storageKey, 'swipe'),
      full: locked ? blurred : variantKey(image.storageKey, 'full'),
    },
    status: image.status,
    locked,
  }
}
