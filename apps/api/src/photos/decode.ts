import { photoFormats } from '@dating/domain/own-profile'
import sharp from 'sharp'
import { ApiError } from '../http/errors.ts'
import type { RawPicture } from '../media/render.ts'

/**
 * Refuses decompression bombs: 25 megapixels is more than a phone's main camera takes (its
 * 48-200 MP modes write binned 12 MP files), and decodes to about 100 MB.
 */
export const maxInputPixels = 25_000_000

/**
 * An uploaded file as upright pixels, or 415 not_an_image. Only what sharp can decode and
 * recognises as a photo format passes: a renamed text file, an SVG or a PDF does not.
 */
export async function decodePhoto(bytes: Uint8Array): Promise<RawPicture> {
  const input = () => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
  try {
    const metadata = await input().metadata()
    if (!(photoFormats as readonly string[]).includes(metadata.format ?? '')) {
      throw new ApiError('not_an_image')
    }
    // rotate() without arguments applies the EXIF orientation, so the picture stands upright.
    return await input().rotate().raw().toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('not_an_image')
  }
}
