import { describe, expect, it } from 'vitest'
import { photoSrc, photoSrcSet } from './photo-sizes.ts'

const image = {
  id: 1,
  filename: 'images/a/main.webp',
  thumb_filename: 'images/a/thumb.webp',
  match: 'images/a/match.webp',
  sizes: { card: 'images/a/card.webp', swipe: 'images/a/swipe.webp', full: 'images/a/full.webp' },
  status: 'active' as const,
  locked: false,
}

describe('photoSrcSet', () => {
  it('offers the widths of the place a photo shows in', () => {
    expect(photoSrcSet('/media', image, 'card')).toBe(
      '/media/images/a/card.webp 360w, /media/images/a/swipe.webp 720w',
    )
    expect(photoSrcSet('/media', image, 'full')).toBe(
      '/media/images/a/main.webp 720w, /media/images/a/full.webp 1440w',
    )
    expect(photoSrc('/media', image, 'large')).toBe('/media/images/a/swipe.webp')
  })

  it('gives a locked photo its blurred file only', () => {
    const locked = { ...image, locked: true, filename: 'images/a/blurred.webp' }
    expect(photoSrcSet('/media', locked, 'card')).toBeUndefined()
    expect(photoSrc('/media', locked, 'card')).toBe('/media/images/a/blurred.webp')
  })
})
