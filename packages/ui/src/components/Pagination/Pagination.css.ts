import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

const cell = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  height: '40px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
} as const

export const page = style({
  ...cell,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
})

export const step = style({
  ...cell,
  gap: vars.space.xxs,
  color: vars.color.primary,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&[aria-disabled="true"]': { color: vars.color.muted, pointerEvents: 'none' },
  },
})

export const gap = style({
  ...cell,
  minWidth: '24px',
  paddingInline: 0,
  color: vars.color.muted,
})
