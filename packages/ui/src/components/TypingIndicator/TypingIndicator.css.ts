import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } })

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  minHeight: '1.5em',
})

export const dots = style({ display: 'inline-flex', gap: '3px' })

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: '50%',
  background: vars.color.muted,
  animation: `${blink} 1.2s infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.2s' },
    '&:nth-child(3)': { animationDelay: '0.4s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
