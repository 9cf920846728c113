import type { IconGlyph } from '../Icon.tsx'

export const chevronRightGlyph: IconGlyph = <path d="m9 5 7 7-7 7" />
