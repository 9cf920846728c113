import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
})

/** A dt/dd pair: the grid lays out its children. */
export const row = style({ display: 'contents' })

export const term = style({ margin: 0 })

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

export const discount = style({ color: vars.color.success })

export const total = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
})
