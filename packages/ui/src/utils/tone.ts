import type { IconGlyph } from '../components/Icon/Icon.tsx'
import { checkGlyph } from '../components/Icon/glyphs/check.tsx'
import { infoGlyph } from '../components/Icon/glyphs/info.tsx'
import { warningGlyph } from '../components/Icon/glyphs/warning.tsx'

export const statusTones = ['info', 'success', 'warning', 'danger'] as const

export type StatusTone = (typeof statusTones)[number]

export const toneIcons: Record<StatusTone, IconGlyph> = {
  info: infoGlyph,
  success: checkGlyph,
  warning: warningGlyph,
  danger: warningGlyph,
}
