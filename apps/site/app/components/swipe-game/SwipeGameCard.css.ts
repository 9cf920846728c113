import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const card = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 4',
  // On a phone the header, one alert, the card and the buttons under it fit the first screen.
  maxHeight: 'max(280px, calc(100svh - 440px))',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.lg,
})

export const photo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  fontSize: '4rem',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onPrimarySoft,
  background: `linear-gradient(160deg, ${vars.color.primarySoft}, ${vars.color.secondary})`,
})

export const markers = style({
  position: 'absolute',
  top: vars.space.md,
  insetInline: vars.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xxxl} ${vars.space.lg} ${vars.space.lg}`,
  color: '#ffffff',
  background:
    'linear-gradient(to top, rgba(12, 6, 24, 0.82), rgba(12, 6, 24, 0.45) 60%, transparent)',
})

export const name = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  textShadow: '0 1px 3px rgba(0, 0, 0, 0.4)',
  overflowWrap: 'anywhere',
})

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: '2px' },
})

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
})
