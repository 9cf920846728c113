import type { IconGlyph } from '../Icon.tsx'

export const searchGlyph: IconGlyph = (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>
)
