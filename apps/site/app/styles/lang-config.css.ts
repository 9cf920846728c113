import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const fieldset = style({
  border: 'none',
  padding: 0,
  minWidth: 0,
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
      fontWeight: vars.fontWeight.medium,
    },
  },
})

export const radio = style({
  accentColor: vars.color.primary,
  width: '18px',
  height: '18px',
  flexShrink: 0,
})
