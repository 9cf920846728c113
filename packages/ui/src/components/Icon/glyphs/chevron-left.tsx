import type { IconGlyph } from '../Icon.tsx'

export const chevronLeftGlyph: IconGlyph = <path d="m15 5-7 7 7 7" />
