import type { IconGlyph } from '../Icon.tsx'

export const homeGlyph: IconGlyph = (
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5" />
    <path d="M10 21v-6h4v6" />
  </>
)
