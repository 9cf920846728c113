import type { Image } from '@dating/domain/entities'
import { mediaUrl } from './root-data.ts'

/**
 * The `srcset` of a photo for where it shows (decision 064): cards choose between the 360 and
 * 720 wide portrait crops, the swipe card and the profile's photos between 720 and 1440, the
 * full-screen view between the 720 crop and the whole 1440 picture. A locked photo has only its
 * blurred file: no `srcset`.
 */
export function photoSrcSet(
  cdnPrefix: string,
  image: Image,
  where: 'card' | 'large' | 'full',
): string | undefined {
  if (image.locked || !image.sizes) return undefined
  const url = (path: string) => mediaUrl(cdnPrefix, path)
  const { card, swipe, full } = image.sizes
  if (where === 'card') return `${url(card)} 360w, ${url(swipe)} 720w`
  if (where === 'large') return `${url(swipe)} 720w, ${url(full)} 1440w`
  return `${url(image.filename)} 720w, ${url(full)} 1440w`
}

/** The photo's `src` for browsers without `srcset`: the crop of its place, else the main file. */
export function photoSrc(cdnPrefix: string, image: Image, where: 'card' | 'large'): string {
  if (image.locked || !image.sizes) return mediaUrl(cdnPrefix, image.filename)
  return mediaUrl(cdnPrefix, where === 'card' ? image.sizes.card : image.sizes.swipe)
}
