/**
 * What an installed app shows of a brand before any page loads: the colours of its manifest
 * and theme-color, and its icon files (apps/site/public/icons). Keyed like the kit's brand
 * themes, by the lower-case brand name; the kit's brand tokens use the same primary colours.
 */
export const brandAppColors = {
  flirtwave: { theme: '#6d28d9', background: '#faf8ff' },
  herzklopfen: { theme: '#7e22ce', background: '#fcf7fd' },
} as const

export type BrandAppKey = keyof typeof brandAppColors

export function brandAppKey(brandName: string | null | undefined): BrandAppKey {
  const key = (brandName ?? '').trim().toLowerCase()
  return key in brandAppColors ? (key as BrandAppKey) : 'flirtwave'
}

/** The brand's app icons, square PNGs; `maskable` ones keep the mark inside the safe zone. */
export function brandAppIcons(brandName: string | null | undefined) {
  const key = brandAppKey(brandName)
  return [
    { src: `/icons/${key}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `/icons/${key}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: `/icons/${key}-maskable-512.png`,
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ] as const
}
