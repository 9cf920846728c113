import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  minHeight: '44px',
})

/** The real checkbox, stretched over the track so it stays the thing that is clicked and focused. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
})

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '26px',
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  transition: 'background 120ms ease',
  selectors: {
    [`&:has(${input}:checked)`]: { background: vars.color.primary },
    [`&:has(${input}:focus-visible)`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`&:has(${input}:disabled)`]: { opacity: 0.5 },
  },
})

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.3)',
  transition: 'transform 120ms ease',
  pointerEvents: 'none',
  selectors: {
    [`${input}:checked ~ &`]: { transform: 'translateX(18px)' },
  },
})
