import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

/** A fieldset of the flow (the choices, the date of birth) without the browser's frame. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
})
