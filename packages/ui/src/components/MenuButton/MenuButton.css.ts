import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const root = style({
  position: 'relative',
  display: 'inline-flex',
})

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  padding: vars.space.xxs,
  paddingRight: vars.space.xs,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primarySoft,
    },
  },
})

export const menu = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: '220px',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
})

export const form = style({
  margin: 0,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space.md,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': {
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
      outline: 'none',
    },
  },
})

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xs,
  background: vars.color.border,
})
