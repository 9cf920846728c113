import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export { control } from '../../utils/field.css.ts'

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
})

export const select = style({
  appearance: 'none',
  paddingRight: '40px',
  cursor: 'pointer',
})

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.muted,
})
