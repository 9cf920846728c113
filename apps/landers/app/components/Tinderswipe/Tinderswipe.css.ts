import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 420px)',
      gap: vars.space.xxxl,
      alignItems: 'center',
      paddingBlock: vars.space.xl,
    },
  },
})

export const intro = style({
  display: 'grid',
  gap: vars.space.xs,
  textAlign: 'center',
  '@media': {
    [mediaQueries.lg]: { gap: vars.space.lg, textAlign: 'left' },
  },
})

export const heading = style({
  fontSize: vars.fontSize.xxl,
  letterSpacing: '-0.02em',
  '@media': {
    [mediaQueries.lg]: { fontSize: '3.25rem' },
  },
})

export const lead = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
  '@media': {
    [mediaQueries.lg]: { fontSize: vars.fontSize.xl },
  },
})

export const hint = style({
  display: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  '@media': {
    // Arrow keys matter where there is a keyboard, which a fine pointer suggests.
    '(hover: hover) and (pointer: fine)': { display: 'block' },
  },
})

export const callToAction = style({
  display: 'grid',
  gap: vars.space.sm,
  textAlign: 'center',
})

export const ctaButton = style({
  whiteSpace: 'normal',
  minHeight: '56px',
  boxShadow: vars.shadow.lg,
})

export const smallPrint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})

export const finished = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  textAlign: 'center',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
})

export const finishedMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: '50%',
  color: vars.color.onPrimary,
  background: vars.color.primary,
})

export const finishedHeading = style({
  fontSize: vars.fontSize.xl,
  outline: 'none',
})

export const finishedText = style({
  color: vars.color.muted,
})
