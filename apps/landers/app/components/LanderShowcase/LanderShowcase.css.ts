import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '1040px',
  marginInline: 'auto',
  '@media': { [mediaQueries.lg]: { paddingBlock: vars.space.lg, gap: vars.space.xl } },
})

export const intro = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '640px',
  marginInline: 'auto',
  textAlign: 'center',
})

export const heading = style({
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.02em',
  '@media': {
    [mediaQueries.sm]: { fontSize: vars.fontSize.xxl },
    [mediaQueries.lg]: { fontSize: '3rem' },
  },
})

export const lead = style({
  color: vars.color.muted,
  '@media': { [mediaQueries.lg]: { fontSize: vars.fontSize.lg } },
})

export const call = style({ width: '100%', maxWidth: '480px', marginInline: 'auto' })
