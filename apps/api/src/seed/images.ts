import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { renderVariants } from '../media/render.ts'
import type { MediaStore } from '../media/store.ts'
import { type ImageVariant, imageVariants, variantKey } from '../media/variants.ts'
import { type Picture, pictureStorageKey, pictures } from './portrait-pool.ts'
import { portraitSvg } from './portrait-svg.ts'

/** Every variant of one pool picture, encoded as WebP. */
export async function renderPicture(picture: Picture): Promise<Record<ImageVariant, Buffer>> {
  const raw = await sharp(Buffer.from(portraitSvg(picture)))
    .raw()
    .toBuffer({ resolveWithObject: true })
  return renderVariants(raw)
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
