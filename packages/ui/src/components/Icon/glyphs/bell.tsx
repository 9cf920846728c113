import type { IconGlyph } from '../Icon.tsx'

export const bellGlyph: IconGlyph = (
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4Z" />
    <path d="M10 21h4" />
  </>
)
