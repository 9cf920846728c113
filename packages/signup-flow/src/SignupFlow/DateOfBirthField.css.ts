import { vars } from '@dating/ui/theme'
import { style, styleVariants } from '@vanilla-extract/css'

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

/** Day, month and year in a row while their values fit, the year on a row of its own if not. */
export const selects = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

/** Each select's least width holds its longest value (a long month name in Polish or French). */
export const part = styleVariants({
  day: { flex: '1 1 5.25rem', minWidth: 0 },
  month: { flex: '3 1 10rem', minWidth: 0 },
  year: { flex: '1 1 6.25rem', minWidth: 0 },
})
