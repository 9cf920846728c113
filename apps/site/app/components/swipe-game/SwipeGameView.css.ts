import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const game = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  maxWidth: '360px',
  marginInline: 'auto',
})

export const gameStatus = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
})

export const gameButtons = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
})

export const empty = style({
  color: vars.color.muted,
  marginBlock: vars.space.lg,
})

export const hint = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'block' } },
})
