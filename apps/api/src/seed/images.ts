import { availableParallelism } from 'node:os'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import type { MediaStore } from '../media/store.ts'
import { type ImageVariant, imageVariants, variantKey, variantSizes } from '../media/variants.ts'
import { type Picture, pictureStorageKey, pictures } from './portrait-pool.ts'
import { portraitSvg } from './portrait-svg.ts'

const webpQuality: Record<ImageVariant, number> = {
  original: 88,
  main: 80,
  thumb: 78,
  match: 80,
  blurred: 50,
}

type Raw = { data: Buffer; info: OutputInfo }

function fromRaw(raw: Raw): Sharp {
  return sharp(raw.data, { raw: raw.info })
}

/**
 * Blurring a tiny copy and scaling it back up looks the same as a huge-radius blur of the
 * full picture and costs a fraction of it.
 */
async function blurred(raw: Raw, width: number, height: number): Promise<Sharp> {
  const tiny = await fromRaw(raw)
    .resize(Math.round(width / 8), Math.round(height / 8), { fit: 'inside' })
    .blur(5)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return fromRaw(tiny).resize(width, height, { fit: 'inside', kernel: 'linear' })
}

/** Every variant of one pool picture, encoded as WebP (effort 1: fast, still small files). */
export async function renderPicture(picture: Picture): Promise<Record<ImageVariant, Buffer>> {
  const raw = await sharp(Buffer.from(portraitSvg(picture)))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const encode = async (variant: ImageVariant): Promise<Buffer> => {
    const size = variantSizes[variant]
    let image: Sharp
    if (variant === 'blurred' && size) image = await blurred(raw, size.width, size.height)
    else if (size)
      image = fromRaw(raw).resize(size.width, size.height, { fit: size.fit, position: 'north' })
    else image = fromRaw(raw)
    return image.webp({ quality: webpQuality[variant], effort: 1 }).toBuffer()
  }
  const entries = await Promise.all(
    imageVariants.map(async (variant) => [variant, await encode(variant)] as const),
  )
  return Object.fromEntries(entries) as Record<ImageVariant, Buffer>
}

async function isComplete(store: MediaStore, keys: readonly string[]): Promise<boolean> {
  for (const key of keys) {
    for (const variant of imageVariants) {
      if (!(await store.exists(variantKey(key, variant)))) return false
    }
  }
  return true
}

export type PoolReport = { rendered: number; reused: number; ms: number }

/**
 * Renders the picture pool into the media store, skipping pictures whose files are all there.
 * sharp runs its work on libuv threads, so a small number of pictures in flight keeps every
 * core busy without holding hundreds of decoded images in memory.
 */
export async function ensurePicturePool(
  store: MediaStore,
  brandSlugs: readonly string[],
  options: { concurrency?: number; only?: readonly Picture[] } = {},
): Promise<PoolReport> {
  const started = performance.now()
  const queue = [...(options.only ?? pictures)]
  const concurrency = options.concurrency ?? Math.max(2, availableParallelism())
  let rendered = 0
  let reused = 0
  const worker = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      const keys = brandSlugs.map((slug) => pictureStorageKey(picture, slug))
      if (await isComplete(store, keys)) {
        reused++
        continue
      }
      const files = await renderPicture(picture)
      for (const key of keys) {
        for (const variant of imageVariants)
          await store.put(variantKey(key, variant), files[variant])
      }
      rendered++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { rendered, reused, ms: Math.round(performance.now() - started) }
}
