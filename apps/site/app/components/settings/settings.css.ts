import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ maxWidth: '720px' })

/** A row of a list (blocked members), with a line between two rows. */
export const row = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
})

export const name = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** An error of a row takes a line of its own. */
export const error = style({ flexBasis: '100%' })

/** The settings page in one centred column, heading and cards alike. */
export const column = style({ maxWidth: '720px' })

export const form = style({ maxWidth: '420px' })
