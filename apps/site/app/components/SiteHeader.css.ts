import { breakpoints } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`

/** The visitor's header buttons take less room on phones, so the brand name keeps its place. */
export const compactAction = style({
  '@media': {
    [phone]: {
      selectors: {
        '&&': {
          paddingInline: vars.space.sm,
          gap: vars.space.xs,
          fontSize: vars.fontSize.xs,
          // A long call to action ("S’inscrire gratuitement") takes two lines, not the logo's room.
          maxWidth: '8.5rem',
          whiteSpace: 'normal',
          lineHeight: 1.15,
          textAlign: 'center',
        },
      },
    },
  },
})

/** Shown from 576 px; on phones only screen readers get it (the login keeps its name). */
export const wideOnlyLabel = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
})
