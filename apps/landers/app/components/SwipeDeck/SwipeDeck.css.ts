import { vars } from '@dating/ui/theme'
import { keyframes, style, styleVariants } from '@vanilla-extract/css'

const leaveMs = 450

export const deck = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '420px',
  marginInline: 'auto',
})

export const stack = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 4',
  // On a phone the buttons and the call to action must fit under the card without scrolling.
  maxHeight: 'max(320px, calc(100svh - 320px))',
})

export const card = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.lg,
  transformOrigin: '50% 90%',
  transition: `transform ${leaveMs}ms cubic-bezier(0.2, 0.8, 0.3, 1), opacity ${leaveMs}ms ease`,
  userSelect: 'none',
  touchAction: 'pan-y',
  willChange: 'transform',
})

export const cardPlace = styleVariants({
  top: { zIndex: 3, cursor: 'grab', transform: 'none' },
  next: { zIndex: 2, transform: 'translateY(14px) scale(0.95)', boxShadow: vars.shadow.md },
  after: { zIndex: 1, transform: 'translateY(28px) scale(0.9)', boxShadow: vars.shadow.sm },
  goneLike: {
    zIndex: 4,
    pointerEvents: 'none',
    opacity: 0,
    transform: 'translateX(130%) rotate(24deg)',
  },
  gonePass: {
    zIndex: 4,
    pointerEvents: 'none',
    opacity: 0,
    transform: 'translateX(-130%) rotate(-24deg)',
  },
})

export const dragging = style({
  transition: 'none',
  cursor: 'grabbing',
})

export const photo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
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

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  gap: vars.space.xxs,
  // The bottom padding keeps the name clear of the buttons that overlap the card's edge.
  padding: `${vars.space.xxxl} ${vars.space.lg} 44px`,
  color: '#ffffff',
  transition: 'opacity 200ms ease',
  background:
    'linear-gradient(to top, rgba(12, 6, 24, 0.82), rgba(12, 6, 24, 0.45) 60%, transparent)',
})

export const captionWaiting = style({
  opacity: 0,
})

export const name = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  textShadow: '0 1px 3px rgba(0, 0, 0, 0.4)',
})

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
})

export const markers = style({
  position: 'absolute',
  insetInline: vars.space.md,
  top: vars.space.md,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: '#ffffff',
  background: 'rgba(12, 6, 24, 0.6)',
})

const stampBase = style({
  position: 'absolute',
  top: vars.space.xxxl,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: '4px solid currentColor',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  background: 'rgba(255, 255, 255, 0.9)',
  pointerEvents: 'none',
  opacity: 0,
})

export const stamp = styleVariants({
  like: [
    stampBase,
    { left: vars.space.lg, color: vars.color.success, transform: 'rotate(-14deg)' },
  ],
  pass: [stampBase, { right: vars.space.lg, color: vars.color.danger, transform: 'rotate(14deg)' }],
})

export const actions = style({
  position: 'relative',
  zIndex: 5,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.xxxl,
  // Half of each round button overlaps the bottom of the card.
  marginTop: '-40px',
})

export const action = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
})

const pop = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.18)' },
  '100%': { transform: 'scale(1)' },
})

const roundBase = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  transition: 'transform 120ms ease, box-shadow 120ms ease',
  selectors: {
    [`${action}:hover &`]: { transform: 'scale(1.06)', boxShadow: vars.shadow.lg },
    [`${action}:active &`]: { transform: 'scale(0.94)' },
  },
})

export const round = styleVariants({
  pass: [roundBase, { color: vars.color.danger, border: `2px solid ${vars.color.dangerSoft}` }],
  like: [
    roundBase,
    {
      color: vars.color.onPrimary,
      background: vars.color.primary,
      border: `2px solid ${vars.color.primary}`,
    },
  ],
})

export const popped = style({
  animation: `${pop} 320ms ease`,
})

export const roundIcon = style({
  width: '30px',
  height: '30px',
})

export const status = style({
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})
