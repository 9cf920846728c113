import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'
import { container } from './page.css.ts'

/** One column: the welcome, the photos, the way on. */
export const page = style([container, { maxWidth: '760px' }])

export const activated = style({ marginBottom: vars.space.lg })

export const next = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xl,
})
