import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))',
  gap: vars.space.sm,
})

export const option = style({
  position: 'relative',
  display: 'flex',
})

/** The radio itself stays in the page (keyboard, forms); the tile beside it is what shows. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
})

/** On the group while its choice is missing. */
export const invalid = style({})

export const tile = style({
  display: 'flex',
  flex: '1 1 auto',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '56px',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    [`${invalid} &`]: { borderColor: vars.color.danger },
    [`${radio}:hover + &`]: { borderColor: vars.color.primary },
    [`${radio}:checked + &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
    },
    [`${radio}:focus-visible + &`]: {
      boxShadow: `0 0 0 3px ${vars.color.primarySoft}, 0 0 0 5px ${vars.color.focus}`,
    },
  },
})

export const check = style({
  display: 'none',
  selectors: {
    [`${radio}:checked + ${tile} &`]: { display: 'inline-flex' },
  },
})
