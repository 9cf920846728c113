import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const draft = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const preview = style({
  display: 'block',
  width: 'auto',
  maxWidth: '45%',
  maxHeight: '10rem',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
})

export const actions = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted })
