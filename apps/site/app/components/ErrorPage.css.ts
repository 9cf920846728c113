import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxxl,
})

export const status = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
})
