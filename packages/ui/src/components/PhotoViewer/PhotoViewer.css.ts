import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const viewer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  background: 'rgb(0 0 0 / 0.94)',
  color: '#fff',
  overscrollBehavior: 'contain',
})

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
})

export const position = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  overflow: 'hidden',
  // Horizontal drags are the viewer's; vertical ones may still scroll or zoom.
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
})

export const photo = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
})

export const lockedPhoto = style({
  filter: 'blur(16px)',
})

export const lockPill = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const controls = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.sm,
})

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'rgb(255 255 255 / 0.16)',
  color: '#fff',
  cursor: 'pointer',
  ':focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' },
})
