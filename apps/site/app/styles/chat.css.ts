import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
})

export const emptyState = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

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

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const headerName = style({
  display: 'grid',
  flex: 1,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
})

export const headerNote = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.regular,
})

export const messages = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
})

export const notice = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  textAlign: 'center',
  padding: vars.space.xs,
})

/** One icebreaker a line, each wrapping its words: never wider than a phone. */
export const icebreakers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
})

export const empty = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  textAlign: 'center',
  marginBlock: 'auto',
  overflowWrap: 'anywhere',
})

export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  maxHeight: '220px',
  overflowY: 'auto',
})

export const pickerItem = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  cursor: 'pointer',
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
})

export const pickerImage = style({ width: '56px', height: '56px' })

export const alertBox = style({ padding: `0 ${vars.space.sm}` })

/** Picker, composer and its tools: never shrunk, so the composer stays on screen. */
export const composerPanel = style({ flexShrink: 0 })

/** A composer tool that opens in place (gifts, photo): works without the page's code. */
export const tool = style({ selectors: { '&[open]': { flexBasis: '100%' } } })

export const toolSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '32px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
})

export const photoForm = style({
  display: 'grid',
  gap: vars.space.xs,
  flexBasis: '100%',
  padding: vars.space.xs,
})

export const photoLabel = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })
