import { flirtwaveTheme } from './brands/flirtwave.css.ts'
import { herzklopfenTheme } from './brands/herzklopfen.css.ts'

/** Theme class per brand, keyed by the lower-case brand name of the site settings. */
export const brandThemes = {
  flirtwave: flirtwaveTheme,
  herzklopfen: herzklopfenTheme,
} as const

export type BrandTheme = keyof typeof brandThemes

/** The theme class for a brand name such as "Herzklopfen"; unknown brands get Flirtwave. */
export function brandThemeClass(brandName: string): string {
  const key = brandName.trim().toLowerCase()
  return key in brandThemes ? brandThemes[key as BrandTheme] : brandThemes.flirtwave
}
