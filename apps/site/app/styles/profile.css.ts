import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const back = style({ minHeight: '44px' })

export const layout = style({
  display: 'grid',
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
})

export const header = style({})

export const fictionalBadge = style({
  marginInlineStart: vars.space.sm,
  verticalAlign: 'middle',
})

export const detail = style({ border: `1px solid ${vars.color.border}` })

export const interest = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontSize: vars.fontSize.sm,
})

/** The block and report menu, in the top corner beside the name. */
export const safetyMenu = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
})

globalStyle(`${header}:has(> ${safetyMenu})`, {
  position: 'relative',
  paddingInlineEnd: '64px',
})
