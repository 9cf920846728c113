import type { IconGlyph } from '../Icon.tsx'

export const logoutGlyph: IconGlyph = (
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>
)
