import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 55%, ${vars.color.unread} 130%)`,
  color: vars.color.onPrimary,
})

export const heroInner = style({
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  '@media': {
    [mediaQueries.md]: { padding: `${vars.space.xxxl} ${vars.space.lg}` },
  },
})

export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  maxWidth: '24ch',
  '@media': {
    [mediaQueries.md]: { fontSize: '2.75rem' },
  },
})

export const heroText = style({
  fontSize: vars.fontSize.lg,
  maxWidth: '60ch',
  opacity: 0.95,
})

export const searchCard = style({
  '@media': {
    [mediaQueries.lg]: { maxWidth: '960px' },
  },
})

export const loginLink = style({
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
})
