import { flirtwaveTheme } from '@dating/ui/brands/flirtwave'
import { herzklopfenTheme } from '@dating/ui/brands/herzklopfen'

const themeByBrand: Record<string, string> = {
  flirtwave: flirtwaveTheme,
  herzklopfen: herzklopfenTheme,
}

/** The theme class of a brand by its settings name; unknown brands look like the default one. */
export function brandThemeClass(brandName: string | null | undefined): string {
  return themeByBrand[brandName?.toLowerCase() ?? ''] ?? flirtwaveTheme
}
