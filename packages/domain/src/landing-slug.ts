import type { Niche } from './constants.ts'

/**
 * SPEC §9: the brand's niche (1 to 7) chooses the prefix of a landing slug, so a lander's
 * address reads like the audience it was bought for: `/landers/gallery/dating-berlin`.
 */
export const landingSlugPrefixes: Record<Niche, string> = {
  1: 'dating',
  2: 'flirt',
  3: 'singles',
  4: 'mature-dating',
  5: 'gay-dating',
  6: 'lesbian-dating',
  7: 'casual-dating',
}

/** The prefix of a brand's niche; an unknown niche number reads as the general niche 1. */
export function landingSlugPrefix(niche: number): string {
  return landingSlugPrefixes[niche as Niche] ?? landingSlugPrefixes[1]
}

/** Lower case ASCII words joined by dashes: `Zürich-Land` → `zurich-land`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[øœ]/gi, 'o')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** `dating-berlin` for niche 1 and "Berlin"; just the prefix without a place. */
export function landingSlug(niche: number, place?: string): string {
  const prefix = landingSlugPrefix(niche)
  const tail = place ? slugify(place) : ''
  return tail ? `${prefix}-${tail}` : prefix
}

/**
 * The part of a slug after the brand's prefix: '' for the bare prefix, null when the slug does
 * not start with this brand's prefix (a link made for another niche).
 */
export function slugPlace(niche: number, slug: string): string | null {
  const prefix = landingSlugPrefix(niche)
  if (slug === prefix) return ''
  return slug.startsWith(`${prefix}-`) ? slug.slice(prefix.length + 1) : null
}
