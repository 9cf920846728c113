import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  width: '100%',
})

export const hiddenInInstalledApp = style({
  '@media': { '(display-mode: standalone)': { display: 'none' } },
})
