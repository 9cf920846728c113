import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  // minmax(0, …): wide content (file input, long words) must not widen the page on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
      alignItems: 'start',
    },
  },
})

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm })

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

export const fullRow = style({
  '@media': { [mediaQueries.sm]: { gridColumn: '1 / -1' } },
})

export const textareaField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm })

export const textarea = style({
  width: '100%',
  minHeight: '8rem',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm })

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
})

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.xs,
  padding: 0,
})

/** A line of its own inside the wrapping row of chips. */
export const chipsNote = style({ width: '100%' })

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '40px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
      borderColor: vars.color.primary,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
})

/** Invisible, but covering the whole chip, so the box itself takes the clicks and the focus. */
export const chipInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
})

export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const photoFrame = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

globalStyle(`${photoFrame} > img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
})

export const photoBadges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
})

export const photoActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})

export const uploadForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
})

export const fileInput = style({
  font: 'inherit',
  maxWidth: '100%',
  minHeight: '44px',
})

/** Photo actions are narrow on phones; their labels may take two lines. */
export const wrappingButton = style({ whiteSpace: 'normal', textAlign: 'center' })
