import type { IconGlyph } from '../Icon.tsx'

export const infoGlyph: IconGlyph = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6" />
    <path d="M12 7.5v.5" />
  </>
)
