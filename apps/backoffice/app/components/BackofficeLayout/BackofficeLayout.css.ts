import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
})

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-3rem',
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.md } },
})

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'center',
      gap: vars.space.xl,
    },
  },
})

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
})

export const nav = style({ overflowX: 'auto' })

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: 0,
  listStyle: 'none',
})

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
      fontWeight: vars.fontWeight.bold,
    },
  },
})

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
})

export const who = style({ color: vars.color.muted })

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
})

export const languageForm = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space.sm,
})
