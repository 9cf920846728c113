import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const card = style({ maxWidth: '640px', marginInline: 'auto' })

export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceSunken,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: '2px',
    },
  },
})

export const radio = style({
  width: '20px',
  height: '20px',
  flex: '0 0 auto',
  margin: 0,
  accentColor: vars.color.primary,
})

export const textarea = style({
  minHeight: '96px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  resize: 'vertical',
})

/** A discount code, easy to read out and copy. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  letterSpacing: '0.05em',
  whiteSpace: 'nowrap',
})

/** A long button label wraps on a phone instead of running out of the card. */
export const wrappingButton = style({
  whiteSpace: 'normal',
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
})

export const tips = style({ margin: 0, paddingInlineStart: vars.space.lg })
globalStyle(`${tips} > li + li`, { marginTop: vars.space.xxs })
