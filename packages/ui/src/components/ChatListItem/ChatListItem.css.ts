import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})

export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: 1 })

export const top = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs })

export const name = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const time = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
})

export const preview = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const unreadPreview = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium })

export const fictional = style({ fontSize: vars.fontSize.xs, color: vars.color.muted })

export const remove = style({
  background: 'none',
  border: 0,
  padding: vars.space.xs,
  color: vars.color.muted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.danger },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
})
