import { style } from '@vanilla-extract/css'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const footerVariants = ['default', 'us'] as const

export const footer = style({
  marginTop: vars.space.xxxl,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space.xl },
  },
})

export const main = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
})

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' },
  },
})

export const groupTitle = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.muted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
  },
})

export const company = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
  fontStyle: 'normal',
})

export const companyName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const notice = style({
  padding: vars.space.lg,
  background: vars.color.infoSoft,
  color: vars.color.onInfoSoft,
  borderRadius: vars.radius.md,
})

export const disclaimer = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
})

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  '@media': {
    [mediaQueries.md]: { flexDirection: 'row', justifyContent: 'space-between' },
  },
})
