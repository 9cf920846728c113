import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

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

export { alertBox } from './ChatScreen.css.ts'
