import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  // A card flying off the stack must not widen the page, even for a moment.
  overflowX: 'clip',
  background: `radial-gradient(120% 60% at 50% 0%, ${vars.color.primarySoft}, ${vars.color.background} 70%)`,
})

export const logoBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.navigation,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '56px',
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaQueries.md]: { justifyContent: 'flex-start', paddingInline: vars.space.xxl },
  },
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.primary,
})

export const logoMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  color: vars.color.onPrimary,
  background: vars.color.primary,
})

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': {
    [mediaQueries.md]: { padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xxxl}` },
  },
})
