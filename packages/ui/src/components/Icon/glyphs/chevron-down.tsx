import type { IconGlyph } from '../Icon.tsx'

export const chevronDownGlyph: IconGlyph = <path d="m5 9 7 7 7-7" />
