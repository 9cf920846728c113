import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

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
