import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** /members/{id}/signup: the photo of the profile beside the title. */
export const targetHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.sm,
})

globalStyle(`${targetHeader} h1`, { marginBottom: 0 })
