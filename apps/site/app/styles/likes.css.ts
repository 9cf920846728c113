import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
})

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  borderBottom: '3px solid transparent',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.link,
      borderBottomColor: vars.color.primary,
    },
    '&:hover': { color: vars.color.link },
  },
})

export const matchPhoto = style({
  width: '200px',
  height: '200px',
  borderRadius: '50%',
  objectFit: 'cover',
})

export const matchActions = style({ maxWidth: '320px' })
