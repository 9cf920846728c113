import type { IconGlyph } from '../Icon.tsx'

export const arrowLeftGlyph: IconGlyph = (
  <>
    <path d="M20 12H4" />
    <path d="m10 6-6 6 6 6" />
  </>
)
