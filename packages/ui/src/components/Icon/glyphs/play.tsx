import type { IconGlyph } from '../Icon.tsx'

export const playGlyph: IconGlyph = <path d="M7 4.5v15l12-7.5-12-7.5Z" />
