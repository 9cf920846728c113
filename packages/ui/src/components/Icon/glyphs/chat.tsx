import type { IconGlyph } from '../Icon.tsx'

export const chatGlyph: IconGlyph = (
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
)
