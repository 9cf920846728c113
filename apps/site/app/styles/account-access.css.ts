import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

/** The links under a login or reset form ("Forgot your password?", "Sign up"). */
export const formLinks = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm })
