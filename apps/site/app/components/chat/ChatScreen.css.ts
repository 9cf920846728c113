import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

/** The chat of SPEC §2 on phones: profile header, message area and composer fill the screen. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  // On phones the chat layout's main gives the height left under any banner.
  flex: '1 1 0',
  minHeight: 0,
  width: '100%',
  maxWidth: '820px',
  marginInline: 'auto',
  background: vars.color.surface,
  '@media': {
    [mediaQueries.md]: {
      flex: 'none',
      height: 'calc(100dvh - 140px)',
      marginBlock: vars.space.lg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      overflow: 'hidden',
    },
  },
})

export const alertBox = style({ padding: `0 ${vars.space.sm}` })

export const notice = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  textAlign: 'center',
  padding: vars.space.xs,
})
