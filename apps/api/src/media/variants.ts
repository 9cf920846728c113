/**
 * The files of one image in the media store: `<storage_key>/<variant>.webp`. The seed and the
 * upload code write every variant; the api only serves them.
 */
export const imageVariants = [
  'original',
  'main',
  'thumb',
  'match',
  'blurred',
  'card',
  'swipe',
  'full',
] as const
export type ImageVariant = (typeof imageVariants)[number]

/** Target sizes for writers of the variants (sharp `resize` options). */
export const variantSizes = {
  original: null,
  main: { width: 720, height: 960, fit: 'inside' },
  thumb: { width: 240, height: 240, fit: 'cover' },
  match: { width: 480, height: 480, fit: 'cover' },
  /** The main size, blurred so strongly that nothing but colours remain (sharp `blur(40)`). */
  blurred: { width: 720, height: 960, fit: 'inside' },
  /** Portrait crops (3:4) for `srcset` by where a photo shows (decision 064): cards… */
  card: { width: 360, height: 480, fit: 'cover' },
  /** …the swipe card and a profile's photos… */
  swipe: { width: 720, height: 960, fit: 'cover' },
  /** …and the full-screen viewer, the whole picture (never enlarged). */
  full: { width: 1440, height: 1920, fit: 'inside' },
} as const

/**
 * Sizes added after pictures were stored: a store without the file serves `main` in its place
 * (the same picture, 720 wide), so older pictures still show.
 */
export const laterVariants: ReadonlySet<ImageVariant> = new Set(['card', 'swipe', 'full'])

/** The only variant of a locked (non-free) image that anyone may fetch. */
export const publicVariant: ImageVariant = 'blurred'

export const imageKeyPrefix = 'images/'

export function variantKey(storageKey: string, variant: ImageVariant): string {
  return `${storageKey}/${variant}.webp`
}

export function isImageVariant(value: string): value is ImageVariant {
  return (imageVariants as readonly string[]).includes(value)
}
