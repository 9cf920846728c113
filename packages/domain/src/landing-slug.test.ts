import { describe, expect, it } from 'vitest'
import { landingSlug, landingSlugPrefix, slugify, slugPlace } from './landing-slug.ts'

describe('landing slugs', () => {
  it('takes its prefix from the niche, 1 to 7', () => {
    expect(landingSlugPrefix(1)).toBe('dating')
    expect(landingSlugPrefix(3)).toBe('singles')
    expect(landingSlugPrefix(7)).toBe('casual-dating')
    expect(new Set([1, 2, 3, 4, 5, 6, 7].map(landingSlugPrefix)).size).toBe(7)
    expect(landingSlugPrefix(99)).toBe('dating')
  })

  it('writes places in plain lower-case words', () => {
    expect(slugify('Zürich-Land')).toBe('zurich-land')
    expect(slugify('  Nordrhein Westfalen ')).toBe('nordrhein-westfalen')
    expect(slugify('Łódź')).toBe('lodz')
    expect(slugify('Østfold')).toBe('ostfold')
    expect(landingSlug(3, 'Baden-Württemberg')).toBe('singles-baden-wurttemberg')
    expect(landingSlug(1)).toBe('dating')
  })

  it('reads the place of a slug made for this niche only', () => {
    expect(slugPlace(1, 'dating-berlin')).toBe('berlin')
    expect(slugPlace(1, 'dating')).toBe('')
    expect(slugPlace(3, 'dating-berlin')).toBeNull()
    expect(slugPlace(1, 'datingberlin')).toBeNull()
    // 'mature-dating-…' is niche 4's, not niche 1's 'dating' with a place 'mature-…'.
    expect(slugPlace(1, 'mature-dating-berlin')).toBeNull()
  })
})
