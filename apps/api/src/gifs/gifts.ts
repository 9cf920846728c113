/**
 * Pictures of the gift catalogue (@dating/domain/chat giftSlugs), drawn as SVG by the api so
 * every brand has them without uploads; names are the catalogue's `chat.gift.<slug>`.
 */
import type { GiftSlug } from '@dating/domain/chat'

const giftArt: Record<GiftSlug, { glyph: string; colour: string }> = {
  rose: { glyph: '🌹', colour: '#ffe5ec' },
  heart: { glyph: '💖', colour: '#ffd6e0' },
  chocolate: { glyph: '🍫', colour: '#f1e3d3' },
  champagne: { glyph: '🍾', colour: '#fff3c4' },
  teddy: { glyph: '🧸', colour: '#f6e7d8' },
  ring: { glyph: '💍', colour: '#e0f2fe' },
}

export function giftSvg(slug: string): string | null {
  const art = giftArt[slug as GiftSlug]
  if (!art) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><circle cx="80" cy="80" r="76" fill="${art.colour}"/><text x="80" y="106" font-size="76" text-anchor="middle">${art.glyph}</text></svg>`
}

export function giftImageUrl(slug: string): string {
  return `/api/gift.php?slug=${encodeURIComponent(slug)}`
}
