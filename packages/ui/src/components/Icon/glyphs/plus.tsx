import type { IconGlyph } from '../Icon.tsx'

export const plusGlyph: IconGlyph = (
  <>
    <path d="M12 5v14" />
    <path d="M5 12h14" />
  </>
)
