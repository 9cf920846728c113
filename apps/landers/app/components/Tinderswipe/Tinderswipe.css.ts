import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

// Phone: intro, deck, call to action in one column. Desktop: the deck on the right, the
// intro and the call to action together on the left.
export const layout = style({
  display: 'grid',
  gridTemplateAreas: '"intro" "deck" "cta"',
  gap: vars.space.md,
  maxWidth: '420px',
  marginInline: 'auto',
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateAreas: '"intro deck" "cta deck"',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 420px)',
      gridTemplateRows: '1fr 1fr',
      columnGap: vars.space.xxxl,
      rowGap: vars.space.xl,
      maxWidth: 'none',
      paddingBlock: vars.space.lg,
    },
  },
})

export const deckArea = style({
  gridArea: 'deck',
  '@media': {
    [mediaQueries.lg]: { alignSelf: 'center' },
  },
})

export const intro = style({
  gridArea: 'intro',
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'center',
  '@media': {
    [mediaQueries.lg]: {
      alignSelf: 'end',
      gap: vars.space.lg,
      maxWidth: '520px',
      textAlign: 'left',
    },
  },
})

export const heading = style({
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.02em',
  '@media': {
    [mediaQueries.sm]: { fontSize: vars.fontSize.xxl },
    [mediaQueries.lg]: { fontSize: '3.25rem' },
  },
})

export const lead = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  '@media': {
    [mediaQueries.sm]: { fontSize: vars.fontSize.md },
    [mediaQueries.lg]: { fontSize: vars.fontSize.xl },
  },
})

export const hint = style({
  display: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  '@media': {
    // Arrow keys matter where there is a keyboard: a wide screen with a fine pointer.
    [`${mediaQueries.lg} and (hover: hover) and (pointer: fine)`]: { display: 'block' },
  },
})

export const ctaArea = style({ gridArea: 'cta' })

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
