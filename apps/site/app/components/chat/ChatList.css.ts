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
