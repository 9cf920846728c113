import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
})

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  borderBottom: '3px solid transparent',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.link,
      borderBottomColor: vars.color.primary,
    },
    '&:hover': { color: vars.color.link },
  },
})

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
})

export const empty = style({
  color: vars.color.muted,
  marginBlock: vars.space.lg,
})

export const cardActions = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
})

export const modalBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
})

export const modalImageButton = style({
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  borderRadius: '50%',
  overflow: 'hidden',
  width: '160px',
  height: '160px',
})

export const modalImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const modalInitial = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
})

export const matchPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
})

export const matchPhoto = style({
  width: '200px',
  height: '200px',
  borderRadius: '50%',
  objectFit: 'cover',
})

export const matchActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '320px',
})

export const game = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  maxWidth: '360px',
  marginInline: 'auto',
})

export const gameStatus = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
})

export const gameButtons = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
})

export const hint = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'block' } },
})

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '480px',
})

export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const legend = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
})

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
})

export const stepNote = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
})

export const formButtons = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
})

export const likeError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.xs,
})

/** What a fictional profile is, under its photo in the match and like modal. */
export const modalFictional = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})
