import type { Image } from '@dating/domain/entities'
import type { ImageStatus } from '@dating/domain/profile-attributes'
import { publicVariant, variantKey } from '../media/variants.ts'

/** Who looks at a picture: the owner and premium members see originals, others blurred ones. */
export type Viewer = { profileId: number | null; premium: boolean }

export const visitor: Viewer = { profileId: null, premium: false }

export type ImageRow = {
  id: number
  profileId: number
  storageKey: string
  free: boolean
  status: ImageStatus
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
    status: image.status,
    locked,
  }
}
