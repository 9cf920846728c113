import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'

export const form = recipe({
  base: {
    display: 'grid',
    gap: vars.space.md,
    alignItems: 'end',
    // On a phone each select takes the whole row, so its chosen value ("Todos los países",
    // "Wszystkie regiony") shows in full in every locale.
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
  },
  variants: {
    variant: {
      full: {
        '@media': {
          [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          // Four equal columns: a member's four selects ("Toutes les régions" beside the
          // distance) or a visitor's three and the ages, then the buttons or a member's ages.
          [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' },
        },
      },
      quick: {
        '@media': {
          [mediaQueries.md]: {
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr) auto',
          },
        },
      },
    },
  },
})

export const ages = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  border: 'none',
  padding: 0,
  minWidth: 0,
  '@media': {
    [mediaQueries.lg]: { gridColumn: 'auto' },
  },
})

export const legend = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.lg]: { gridColumn: 'auto' },
  },
})

export const submit = style({
  flex: '1 1 auto',
  whiteSpace: 'nowrap',
})

export const reset = style({
  flex: '0 0 auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.link,
  whiteSpace: 'nowrap',
})
