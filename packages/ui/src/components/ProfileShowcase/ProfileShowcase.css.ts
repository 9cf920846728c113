import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { breakpoints } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

const md = `screen and (min-width: ${breakpoints.md}px)`
const reducedMotion = '(prefers-reduced-motion: reduce)'

export const showcase = style({ width: '100%' })

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const

export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })

export const nameAge = style({ fontWeight: vars.fontWeight.bold })

export const place = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
})

export const fictional = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
})

/** Text over a photo: white on a dark gradient, so it reads on any picture. */
export const overlayCaption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.78) 55%)',
  color: '#ffffff',
})

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  color: vars.color.text,
})

// spotlight
export const spotlight = style({ display: 'grid', gap: vars.space.md })
export const spotlightHero = style({
  position: 'relative',
  margin: 0,
  aspectRatio: '4 / 5',
  maxHeight: '70vh',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.lg,
})
export const faceRow = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
  gap: vars.space.sm,
})
export const face = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})
export const faceImage = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.primary}`,
})

// collage
export const collage = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gridAutoRows: '120px',
  gap: vars.space.xs,
  '@media': { [md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoRows: '180px' } },
})
export const collageTile = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  selectors: { '&:nth-child(5n + 3)': { gridRow: 'span 2' } },
})
export const collageLead = style({ gridColumn: 'span 2', gridRow: 'span 2' })
globalStyle(`${collageTile} ${overlayCaption}`, {
  padding: `${vars.space.lg} ${vars.space.xs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
})

// gallery
export const gallery = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg } },
})
export const galleryCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
})
export const galleryPhoto = style({ aspectRatio: '4 / 5', height: 'auto' })
globalStyle(`${galleryCard} ${cardText}`, { paddingInline: vars.space.sm })

// icons
export const icons = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
})
export const iconItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
})
export const iconPhotoFrame = style({ position: 'relative' })
export const iconPhoto = style({
  width: '84px',
  height: '84px',
  borderRadius: '50%',
  boxShadow: vars.shadow.md,
})
export const iconBadge = style({
  position: 'absolute',
  right: '-2px',
  bottom: '-2px',
  display: 'grid',
  placeItems: 'center',
  width: '30px',
  height: '30px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  border: `2px solid ${vars.color.surface}`,
})

// map
export const mapBoard = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  maxHeight: '70vh',
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: `repeating-linear-gradient(0deg, transparent 0 38px, ${vars.color.border} 38px 39px),
    repeating-linear-gradient(90deg, transparent 0 38px, ${vars.color.border} 38px 39px),
    ${vars.color.surfaceSunken}`,
  boxShadow: vars.shadow.md,
  '@media': { [md]: { aspectRatio: '16 / 9' } },
})
export const mapPins = style({ ...plainList, position: 'absolute', inset: 0 })
export const mapPin = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  transform: 'translate(-50%, -50%)',
})
export const pinPhoto = style({
  width: '48px',
  height: '48px',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  border: `3px solid ${vars.color.primary}`,
  '@media': { [md]: { width: '64px', height: '64px' } },
})
export const pinLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  marginTop: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
})

// feed
export const feed = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '560px',
  marginInline: 'auto',
})
export const post = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
})
export const postHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
})
export const postAvatar = style({ width: '40px', height: '40px', borderRadius: '50%' })
export const postPhoto = style({ aspectRatio: '1 / 1', height: 'auto' })

// sequences
export const sequence = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '520px',
  marginInline: 'auto',
})
export const player = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: '#111111',
  color: '#ffffff',
})
export const sequenceStage = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  maxHeight: '70vh',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#111111',
})
export const sequencePhoto = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: 'opacity 900ms ease',
  '@media': { [reducedMotion]: { transition: 'none' } },
})
export const sequenceCurrent = style({ opacity: 1 })
const drift = keyframes({
  from: { transform: 'scale(1)' },
  to: { transform: 'scale(1.08) translateY(-2%)' },
})
export const kenBurns = style({
  animation: `${drift} 3s ease-out forwards`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})
export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const playButton = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
})
export const progress = style({
  flex: 1,
  height: '4px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.3)',
  overflow: 'hidden',
})
export const progressBar = style({
  display: 'block',
  height: '100%',
  background: '#ffffff',
  transition: 'width 300ms ease',
  '@media': { [reducedMotion]: { transition: 'none' } },
})
export const counter = style({ marginInlineStart: 'auto', fontSize: vars.fontSize.sm })
