import type { IconGlyph } from '../Icon.tsx'

export const warningGlyph: IconGlyph = (
  <>
    <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4" />
    <path d="M12 17v.5" />
  </>
)
