import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ maxWidth: '720px' })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm })

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.muted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
})

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
})

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
})

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
})

export const name = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const error = style({
  flexBasis: '100%',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
})

/** The settings page in one centred column, heading and cards alike. */
export const column = style({ maxWidth: '720px', marginInline: 'auto' })

/** The cards of the settings page, one under the other. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '420px',
})

export const subheading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
