import { style } from '@vanilla-extract/css'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

/** One field a row on phones, as many as fit from 576 px; the buttons take a row of their own. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
  },
})

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const summary = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
})
