import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
})

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.sm,
})

export const columnHeader = style({
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  paddingInline: vars.space.xs,
  selectors: { '&:first-child': { textAlign: 'start', paddingInline: 0 } },
})

export const rowHeader = style({
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
})

export const cell = style({
  textAlign: 'center',
  borderTop: `1px solid ${vars.color.border}`,
})
