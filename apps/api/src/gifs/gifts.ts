/**
 * Pictures of the gift catalogue (@dating/domain/chat giftSlugs), drawn as vector art (no
 * emoji font needed), rendered to WebP into the media store at `giftImagePath(slug)` by the
 * seed and by the api's start when missing, and served by /media like every public picture.
 * Names are the catalogue's `chat.gift.<slug>`.
 */
import { type GiftSlug, giftImagePath, giftSlugs } from '@dating/domain/chat'
import sharp from 'sharp'
import type { MediaStore } from '../media/store.ts'

const giftSide = 256

const giftArt: Record<GiftSlug, { background: string; art: string }> = {
  rose: {
    background: '#ffe5ec',
    art: `<path d="M80 88 C78 108 80 124 84 140" stroke="#2f7d32" stroke-width="6" fill="none" stroke-linecap="round"/>
      <path d="M82 116 C96 104 112 106 118 112 C106 124 92 124 82 116Z" fill="#43a047"/>
      <path d="M80 112 C66 100 52 102 46 108 C58 120 72 120 80 112Z" fill="#388e3c"/>
      <path d="M50 62 C48 40 66 28 80 34 C94 28 112 40 110 62 C108 82 94 92 80 92 C66 92 52 82 50 62Z" fill="#d81b60"/>
      <path d="M62 58 C62 46 72 40 80 44 C88 40 98 46 98 58 C98 70 90 78 80 78 C70 78 62 70 62 58Z" fill="#ec407a"/>
      <path d="M72 56 C72 50 76 47 80 49 C84 47 88 50 88 56 C88 62 84 66 80 66 C76 66 72 62 72 56Z" fill="#ad1457"/>`,
  },
  heart: {
    background: '#ffd6e0',
    art: `<path d="M80 132 C40 104 28 84 28 64 C28 46 42 34 58 34 C68 34 76 40 80 48 C84 40 92 34 102 34 C118 34 132 46 132 64 C132 84 120 104 80 132Z" fill="#e91e63"/>
      <path d="M48 58 C50 50 56 46 62 46" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.7"/>`,
  },
  chocolate: {
    background: '#f1e3d3',
    art: `<rect x="32" y="44" width="96" height="76" rx="8" fill="#5d4037"/>
      <g fill="#795548">
        <rect x="40" y="52" width="24" height="28" rx="4"/><rect x="68" y="52" width="24" height="28" rx="4"/>
        <rect x="96" y="52" width="24" height="28" rx="4"/><rect x="40" y="84" width="24" height="28" rx="4"/>
        <rect x="68" y="84" width="24" height="28" rx="4"/><rect x="96" y="84" width="24" height="28" rx="4"/>
      </g>
      <rect x="74" y="44" width="12" height="76" fill="#c62828"/>
      <path d="M80 44 C68 28 56 32 60 42 C64 50 76 46 80 44 C84 46 96 50 100 42 C104 32 92 28 80 44Z" fill="#e53935"/>`,
  },
  champagne: {
    background: '#fff3c4',
    art: `<path d="M70 20 H90 V52 C104 60 108 72 108 86 V134 C108 140 104 142 100 142 H60 C56 142 52 140 52 134 V86 C52 72 56 60 70 52Z" fill="#1b5e20"/>
      <path d="M70 20 H90 V48 H70Z" fill="#fbc02d"/>
      <rect x="56" y="92" width="48" height="28" rx="3" fill="#fff8e1"/>
      <rect x="64" y="100" width="32" height="4" rx="2" fill="#c5a028"/>
      <rect x="68" y="108" width="24" height="4" rx="2" fill="#c5a028"/>
      <g fill="#f9a825"><circle cx="112" cy="34" r="5"/><circle cx="124" cy="22" r="4"/><circle cx="120" cy="48" r="3"/><circle cx="44" cy="30" r="4"/></g>`,
  },
  teddy: {
    background: '#f6e7d8',
    art: `<g fill="#a1672f"><circle cx="46" cy="46" r="18"/><circle cx="114" cy="46" r="18"/><circle cx="80" cy="84" r="46"/></g>
      <g fill="#d7a271"><circle cx="46" cy="46" r="9"/><circle cx="114" cy="46" r="9"/><ellipse cx="80" cy="102" rx="24" ry="19"/></g>
      <g fill="#3e2723"><circle cx="62" cy="76" r="6"/><circle cx="98" cy="76" r="6"/><ellipse cx="80" cy="94" rx="9" ry="7"/></g>
      <path d="M72 108 Q80 116 88 108" stroke="#3e2723" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  },
  ring: {
    background: '#e0f2fe',
    art: `<circle cx="80" cy="100" r="36" fill="none" stroke="#f9a825" stroke-width="12"/>
      <circle cx="80" cy="100" r="36" fill="none" stroke="#fdd835" stroke-width="5"/>
      <path d="M62 44 L72 30 H88 L98 44 L80 66Z" fill="#81d4fa" stroke="#0288d1" stroke-width="3" stroke-linejoin="round"/>
      <path d="M62 44 H98 M72 30 L80 44 L88 30 M80 44 V66" stroke="#0288d1" stroke-width="2" fill="none"/>`,
  },
}

export function giftSvg(slug: GiftSlug): string {
  const { background, art } = giftArt[slug]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${giftSide}" height="${giftSide}" viewBox="0 0 160 160"><circle cx="80" cy="80" r="78" fill="${background}"/>${art}</svg>`
}

export function renderGift(slug: GiftSlug): Promise<Buffer> {
  return sharp(Buffer.from(giftSvg(slug)))
    .webp({ quality: 90, effort: 4 })
    .toBuffer()
}

/**
 * Renders the gift pictures that are not in the media store yet (every one on a fresh store).
 * Answers how many it rendered.
 */
export async function ensureGiftImages(media: MediaStore): Promise<number> {
  let rendered = 0
  for (const slug of giftSlugs) {
    const key = giftImagePath(slug)
    if (await media.exists(key)) continue
    await media.put(key, await renderGift(slug))
    rendered += 1
  }
  return rendered
}
