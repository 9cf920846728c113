import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const notice = style({
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:empty': { display: 'none' },
  },
})

export const modalText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const email = style({
  overflowWrap: 'anywhere',
})
