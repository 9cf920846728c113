import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const confirm = style({ cursor: 'pointer' })

export const checkbox = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  accentColor: vars.color.primary,
})
