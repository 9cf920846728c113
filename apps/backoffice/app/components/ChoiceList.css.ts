import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const legend = style({
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
})

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
})

export const shortcut = style({
  marginInlineStart: 'auto',
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
})

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm })
