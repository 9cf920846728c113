import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs })

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  cursor: 'pointer',
})

export const other = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
})

export const otherField = style({ flex: '1 1 12rem' })
