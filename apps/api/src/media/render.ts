import sharp, { type OutputInfo, type Sharp } from 'sharp'
import { type ImageVariant, imageVariants, variantSizes } from './variants.ts'

const webpQuality: Record<ImageVariant, number> = {
  original: 88,
  main: 80,
  thumb: 78,
  match: 80,
  blurred: 50,
  card: 78,
  swipe: 80,
  full: 82,
}

/** Decoded pixels, the common input of every variant. */
export type RawPicture = { data: Buffer; info: OutputInfo }

function fromRaw(raw: RawPicture): Sharp {
  return sharp(raw.data, { raw: raw.info })
}

/**
 * Blurring a tiny copy and scaling it back up looks the same as a huge-radius blur of the
 * full picture and costs a fraction of it.
 */
async function blurred(raw: RawPicture, width: number, height: number): Promise<Sharp> {
  const tiny = await fromRaw(raw)
    .resize(Math.max(1, Math.round(width / 8)), Math.max(1, Math.round(height / 8)), {
      fit: 'inside',
    })
    .blur(5)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return fromRaw(tiny).resize(width, height, { fit: 'inside', kernel: 'linear' })
}

/**
 * Every variant of a picture as WebP (effort 1: fast, still small files). Output carries no
 * metadata: sharp drops EXIF, XMP and ICC unless asked to keep them.
 */
export async function renderVariants(
  raw: RawPicture,
  options: { originalMaxSide?: number } = {},
): Promise<Record<ImageVariant, Buffer>> {
  const encode = async (variant: ImageVariant): Promise<Buffer> => {
    const size = variantSizes[variant]
    let image: Sharp
    if (variant === 'blurred' && size) image = await blurred(raw, size.width, size.height)
    else if (size)
      image = fromRaw(raw).resize(size.width, size.height, {
        fit: size.fit,
        position: 'north',
        withoutEnlargement: variant === 'full',
      })
    else if (options.originalMaxSide)
      image = fromRaw(raw).resize(options.originalMaxSide, options.originalMaxSide, {
        fit: 'inside',
        withoutEnlargement: true,
      })
    else image = fromRaw(raw)
    return image.webp({ quality: webpQuality[variant], effort: 1 }).toBuffer()
  }
  const entries = await Promise.all(
    imageVariants.map(async (variant) => [variant, await encode(variant)] as const),
  )
  return Object.fromEntries(entries) as Record<ImageVariant, Buffer>
}
