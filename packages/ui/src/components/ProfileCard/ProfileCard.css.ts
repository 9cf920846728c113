import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  selectors: {
    '&:has(a:hover)': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)' },
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.secondary})`,
})

export const photo = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const lockedPhoto = style({
  filter: 'blur(14px)',
  transform: 'scale(1.15)',
})

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onPrimarySoft,
})

export const lockOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
})

export const lockPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
})

export const markers = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  pointerEvents: 'none',
})

export const onlinePill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: '3px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.sm,
})

export const onlineDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.online,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  minWidth: 0,
})

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible': { outline: 'none' },
  },
})

export const location = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  minWidth: 0,
})

export const locationText = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const footer = style({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBottom: vars.space.md,
})

export const distance = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
})
