import { style } from '@vanilla-extract/css'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  selectors: {
    '&:first-child': { gridColumn: 'span 2', gridRow: 'span 2' },
  },
})

export const frame = style({
  position: 'relative',
  flex: '1 1 auto',
  // Portrait, as the photos are taken and stored (the `swipe` and `card` crops are 3:4).
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
})

export const photoButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'zoom-in',
  borderRadius: 'inherit',
})

export const photo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 200ms ease',
  selectors: {
    [`${photoButton}:hover &`]: { transform: 'scale(1.03)' },
  },
})

export const lockedPhoto = style({
  filter: 'blur(16px)',
  transform: 'scale(1.15)',
})

export const lockOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  textAlign: 'center',
})

export const lockPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.fontSize.sm },
  },
})

export const caption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'break-word',
})
