import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

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

export { notice } from './ChatScreen.css.ts'
export { picker, pickerImage, pickerItem } from './ChatPicker.css.ts'
