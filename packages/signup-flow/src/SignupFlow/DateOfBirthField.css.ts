import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const selects = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.5fr) minmax(0, 1fr)',
  gap: vars.space.sm,
})
