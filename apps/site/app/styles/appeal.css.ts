import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const decision = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
})

export const subheading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const term = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
})

export const value = style({
  marginInlineStart: 0,
  overflowWrap: 'anywhere',
})
