import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
})

export const field = style({ flex: '1 1 12rem' })

export const notice = style({ margin: 0, color: vars.color.success })
