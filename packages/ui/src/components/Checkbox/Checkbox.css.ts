import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const root = style({ display: 'grid', gap: vars.space.xs })

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  lineHeight: 1.45,
})

/** The browser's own box, only larger and in the brand's colour: every state stays native. */
export const box = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  margin: '1px 0 0',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const invalid = style({ outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' })

export const label = style({ fontSize: vars.fontSize.sm })
