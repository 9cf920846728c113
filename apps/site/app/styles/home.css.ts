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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
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
  marginTop: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': {
    [mediaQueries.lg]: { maxWidth: '960px' },
  },
})

export const searchTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
})

export const loginPrompt = style({
  fontSize: vars.fontSize.md,
})

export const loginLink = style({
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
})

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
})

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})
