import type { IconGlyph } from '../Icon.tsx'

export const menuGlyph: IconGlyph = (
  <>
    <path d="M4 7h16" />
    <path d="M4 12h16" />
    <path d="M4 17h16" />
  </>
)
