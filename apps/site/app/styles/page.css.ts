import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** The centred column every page sits in, with phone-sized gutters that grow on wider screens. */
export const container = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': {
    [mediaQueries.md]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}` },
  },
})

export const narrow = style([container, { maxWidth: '480px' }])

/** A notice of the layout above the page (activation reminder, photo alert): the page's column, no gap below. */
export const notice = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
  '@media': {
    [mediaQueries.md]: { padding: `${vars.space.lg} ${vars.space.lg} 0` },
  },
})

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.fontSize.xxl },
  },
})

export const lead = style({
  color: vars.color.muted,
  marginBottom: vars.space.lg,
})

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

/** Profile cards: two columns on phones, up to five on wide screens. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [mediaQueries.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})

// Cards in one row share its height, however long a name or place is.
globalStyle(`${cardGrid} > li`, { display: 'flex' })
globalStyle(`${cardGrid} > li > *`, { flex: '1 1 auto' })

/**
 * Two columns from laptop width up (the narrower first), one above the other on phones; the gap
 * comes from the page. minmax(0, …): a file input or a long word must not widen a phone's page.
 */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
      alignItems: 'start',
    },
  },
})
