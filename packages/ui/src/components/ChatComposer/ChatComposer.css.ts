import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const composer = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-end' })

export const input = style({
  flex: 1,
  minHeight: '44px',
  maxHeight: '8rem',
  resize: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.background,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  ':disabled': { opacity: 0.6 },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
})
