import type { IconGlyph } from '../Icon.tsx'

export const closeGlyph: IconGlyph = (
  <>
    <path d="M6 6l12 12" />
    <path d="M18 6 6 18" />
  </>
)
