import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const wrapper = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
  '@media': {
    [mediaQueries.md]: { padding: `${vars.space.lg} ${vars.space.lg} 0` },
  },
})
