import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const modalImageButton = style({
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  borderRadius: '50%',
  overflow: 'hidden',
  width: '160px',
  height: '160px',
})

export const modalImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const modalInitial = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
})
