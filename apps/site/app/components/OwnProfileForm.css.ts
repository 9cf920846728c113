import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

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
