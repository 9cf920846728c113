import type { IconGlyph } from '../Icon.tsx'

export const checkGlyph: IconGlyph = <path d="m4 12.5 5 5L20 6.5" />
