import type { IconGlyph } from '../Icon.tsx'

export const pauseGlyph: IconGlyph = (
  <>
    <path d="M8 5v14" />
    <path d="M16 5v14" />
  </>
)
