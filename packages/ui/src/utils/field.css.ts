import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.onDangerSoft,
})

export const control = style({
  width: '100%',
  minHeight: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      background: vars.color.surfaceSunken,
      cursor: 'not-allowed',
    },
  },
})
