/**
 * The files of one image in the media store: `<storage_key>/<variant>.webp`. The seed and the
 * upload code write every variant; the api only serves them.
 */
export const imageVariants = ['original', 'main', 'thumb', 'match', 'blurred'] as const
export type ImageVariant = (typeof imageVariants)[number]

/** Target sizes for writers of the variants (sharp `resize` options). */
export const variantSizes = {
  original: null,
  main: { width: 720, height: 960, fit: 'inside' },
  thumb: { width: 240, height: 240, fit: 'cover' },
  match: { width: 480, height: 480, fit: 'cover' },
  /** The main size, blurred so strongly that nothing but colours remain (sharp `blur(40)`). */
  blurred: { width: 720, height: 960, fit: 'inside' },
} as const

/** The only variant of a locked (non-free) image that anyone may fetch. */
export const publicVariant: ImageVariant = 'blurred'

export const imageKeyPrefix = 'images/'

export function variantKey(storageKey: string, variant: ImageVariant): string {
  return `${storageKey}/${variant}.webp`
}

export function isImageVariant(value: string): value is ImageVariant {
  return (imageVariants as readonly string[]).includes(value)
}
