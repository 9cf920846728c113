import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const messages = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
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

export { notice } from './ChatScreen.css.ts'
