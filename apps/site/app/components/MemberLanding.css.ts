import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '960px',
  marginInline: 'auto',
})

export const intro = style({
  display: 'grid',
  gap: vars.space.xs,
  textAlign: 'center',
  maxWidth: '600px',
  marginInline: 'auto',
})

export const about = style({
  color: vars.color.muted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const call = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  textAlign: 'center',
})

export const smallPrint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted })

export const subheading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.xl } },
})

export const ctaButton = style({ whiteSpace: 'normal', minHeight: '56px' })
