import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const errorPage = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  maxWidth: '480px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  textAlign: 'center',
})

export const status = style({
  fontSize: '4.5rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
})

export const title = style({
  fontSize: vars.fontSize.xxl,
})

export const text = style({
  color: vars.color.muted,
})
