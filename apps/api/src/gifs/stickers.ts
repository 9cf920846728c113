/**
 * The bundled sticker set: small SVG pictures drawn from this table, served by the api at
 * /api/sticker.php?id=..., so chat gifs work with no outside service.
 */
import type { GifProvider } from './provider.ts'

type Sticker = { id: string; title: string; words: string[]; glyph: string; colour: string }

export const stickers: readonly Sticker[] = [
  {
    id: 'wave',
    title: 'Hello',
    words: ['hi', 'hello', 'hey', 'wave', 'hallo'],
    glyph: '👋',
    colour: '#ffd166',
  },
  {
    id: 'heart',
    title: 'Love',
    words: ['love', 'heart', 'liebe', 'amour'],
    glyph: '❤️',
    colour: '#ef476f',
  },
  {
    id: 'laugh',
    title: 'Haha',
    words: ['lol', 'haha', 'funny', 'laugh'],
    glyph: '😂',
    colour: '#06d6a0',
  },
  { id: 'wink', title: 'Wink', words: ['wink', 'flirt', ';)'], glyph: '😉', colour: '#118ab2' },
  {
    id: 'kiss',
    title: 'Kiss',
    words: ['kiss', 'kus', 'bisou', 'kuss'],
    glyph: '😘',
    colour: '#f78c6b',
  },
  { id: 'fire', title: 'Hot', words: ['hot', 'fire', 'sexy'], glyph: '🔥', colour: '#ff7b00' },
  {
    id: 'coffee',
    title: 'Coffee?',
    words: ['coffee', 'date', 'drink', 'koffie'],
    glyph: '☕',
    colour: '#9c6644',
  },
  {
    id: 'party',
    title: 'Party',
    words: ['party', 'celebrate', 'yay'],
    glyph: '🎉',
    colour: '#8338ec',
  },
  { id: 'blush', title: 'Blush', words: ['shy', 'blush', 'cute'], glyph: '😊', colour: '#ffafcc' },
  {
    id: 'sleep',
    title: 'Good night',
    words: ['night', 'sleep', 'tired', 'nacht'],
    glyph: '😴',
    colour: '#3a86ff',
  },
  {
    id: 'thumbs',
    title: 'Great',
    words: ['ok', 'yes', 'great', 'good', 'like'],
    glyph: '👍',
    colour: '#2ec4b6',
  },
  {
    id: 'rose',
    title: 'Rose',
    words: ['rose', 'flower', 'romance'],
    glyph: '🌹',
    colour: '#d00000',
  },
]

export function stickerSvg(id: string): string | null {
  const sticker = stickers.find((entry) => entry.id === id)
  if (!sticker) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="32" fill="${sticker.colour}"/><text x="80" y="104" font-size="72" text-anchor="middle">${sticker.glyph}</text></svg>`
}

export function stickerUrl(id: string): string {
  return `/api/sticker.php?id=${encodeURIComponent(id)}`
}

export const bundledStickers: GifProvider = {
  name: 'stickers',
  search: async (query, limit) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    const found = words.length
      ? stickers.filter((sticker) =>
          words.some((word) => sticker.words.some((known) => known.startsWith(word))),
        )
      : stickers
    return found
      .slice(0, limit)
      .map((sticker) => ({ id: sticker.id, url: stickerUrl(sticker.id), title: sticker.title }))
  },
  resolve: async (id) => (stickers.some((sticker) => sticker.id === id) ? stickerUrl(id) : null),
}
