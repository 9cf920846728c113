import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

/** The signup page: one narrow column, as wide as the signup dialog. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '520px',
  marginInline: 'auto',
  '@media': {
    [mediaQueries.lg]: { paddingBlock: vars.space.lg },
  },
})

export const intro = style({
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'center',
})

export const lead = style({ color: vars.color.muted })

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.fontSize.xxl },
  },
})
