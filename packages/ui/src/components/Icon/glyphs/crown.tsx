import type { IconGlyph } from '../Icon.tsx'

export const crownGlyph: IconGlyph = (
  <>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5Z" />
  </>
)
