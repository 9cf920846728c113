import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
  minHeight: '44px',
})

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
})

export const photos = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const noPhoto = style({
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.muted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
})

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})

export const fictionalBadge = style({
  marginInlineStart: vars.space.sm,
  verticalAlign: 'middle',
})

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.muted,
})

export const actions = style({
  maxWidth: '360px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const subheading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
})

export const about = style({
  whiteSpace: 'pre-line',
})

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
})

export const detail = style({
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const interests = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
})

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

export const related = style({
  marginTop: vars.space.xxl,
})

export const detailTerm = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
})

export const detailValue = style({
  fontWeight: vars.fontWeight.medium,
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
