import { genders, hairColours } from '@dating/domain/profile-attributes'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { MediaStore } from '../media/store.ts'
import { imageVariants, variantKey } from '../media/variants.ts'
import { ensurePicturePool, renderPicture } from './images.ts'
import { cast, pictureStorageKey, pictures, scenesPerPerson } from './portrait-pool.ts'
import { portraitSvg } from './portrait-svg.ts'

function memoryStore(): MediaStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>()
  return {
    files,
    async put(key, body) {
      files.set(key, body)
    },
    async get(key) {
      return files.get(key) ?? null
    },
    async exists(key) {
      return files.has(key)
    },
    async delete(key) {
      files.delete(key)
    },
  }
}

describe('picture pool', () => {
  it('has a few hundred pictures, several scenes of every person', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(200)
    expect(pictures.length).toBe(cast.length * scenesPerPerson)
    expect(new Set(pictures.map((picture) => picture.n)).size).toBe(pictures.length)
  })

  it('has someone of every gender with every hair colour', () => {
    for (const gender of genders) {
      for (const hairColour of hairColours) {
        expect(cast.some((p) => p.gender === gender && p.hairColour === hairColour)).toBe(true)
      }
    }
  })

  it('draws every picture differently', () => {
    const svgs = new Set(pictures.map(portraitSvg))
    expect(svgs.size).toBe(pictures.length)
  })
})

describe('renderPicture', () => {
  it('writes every variant at the size the api serves', async () => {
    const files = await renderPicture(pictures[0] ?? expect.unreachable())
    const sizes = Object.fromEntries(
      await Promise.all(
        imageVariants.map(async (variant) => {
          const meta = await sharp(files[variant]).metadata()
          expect(meta.format).toBe('webp')
          return [variant, `${meta.width}x${meta.height}`] as const
        }),
      ),
    )
    expect(sizes).toEqual({
      original: '768x1024',
      main: '720x960',
      thumb: '240x240',
      match: '480x480',
      blurred: '720x960',
      card: '360x480',
      swipe: '720x960',
      // The whole picture, never enlarged past what was drawn.
      full: '768x1024',
    })
    // An illustration, not a blank placeholder: many distinct colours.
    const { data } = await sharp(files.thumb).raw().toBuffer({ resolveWithObject: true })
    const colours = new Set<number>()
    for (let i = 0; i < data.length; i += 3) {
      colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0))
    }
    expect(colours.size).toBeGreaterThan(500)
  })
})

describe('ensurePicturePool', () => {
  it('renders missing pictures for every brand and skips complete ones', async () => {
    const store = memoryStore()
    const only = pictures.slice(0, 2)
    const first = await ensurePicturePool(store, ['alpha', 'beta'], { only })
    expect(first).toMatchObject({ rendered: 2, reused: 0 })
    expect(store.files.size).toBe(2 * 2 * imageVariants.length)
    const picture = only[0] ?? expect.unreachable()
    expect(store.files.has(variantKey(pictureStorageKey(picture, 'beta'), 'blurred'))).toBe(true)

    store.files.delete(variantKey(pictureStorageKey(picture, 'alpha'), 'thumb'))
    const second = await ensurePicturePool(store, ['alpha', 'beta'], { only })
    expect(second).toMatchObject({ rendered: 1, reused: 1 })
    expect(store.files.size).toBe(2 * 2 * imageVariants.length)
  })
})
