import { flirtwaveTheme } from '@dating/ui/brands/flirtwave'
import { herzklopfenTheme } from '@dating/ui/brands/herzklopfen'

const themeByBrand: Record<string, string> = {
  flirtwave: flirtwaveTheme,
  herzklopfen: herzklopfenTheme,
}

/** The UI kit's token class for a brand name from settings; unknown brands get Flirtwave's. */
export function brandThemeClass(brandName: string | undefined): string {
  return themeByBrand[brandName?.toLowerCase() ?? ''] ?? flirtwaveTheme
}
