import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const callToAction = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  textAlign: 'center',
  '@media': {
    [mediaQueries.lg]: { maxWidth: '500px', textAlign: 'left' },
  },
})

export const ctaButton = style({
  whiteSpace: 'normal',
  minHeight: '56px',
  boxShadow: vars.shadow.lg,
})

export const smallPrint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})
