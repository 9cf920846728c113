import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.loadingBar,
  height: '3px',
  pointerEvents: 'none',
  opacity: 1,
  transition: 'opacity 300ms ease',
  selectors: {
    '&[data-visible="false"]': { opacity: 0 },
  },
})

export const bar = style({
  height: '100%',
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.unread})`,
  borderRadius: '0 2px 2px 0',
  boxShadow: `0 0 8px ${vars.color.primary}`,
  transformOrigin: 'left center',
  transition: 'transform 200ms ease-out',
})
