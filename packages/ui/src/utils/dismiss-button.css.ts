import { style } from '@vanilla-extract/css'

/** The round close button of a banner or toast; each composes it with its own offsets and colours. */
export const dismissButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  background: 'transparent',
  border: 'none',
  borderRadius: '50%',
  cursor: 'pointer',
})
