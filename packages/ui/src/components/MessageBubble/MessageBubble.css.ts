import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const messageSides = ['mine', 'theirs'] as const
export const messageStatuses = ['sending', 'sent', 'read', 'failed'] as const

export const row = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '100%' },
  variants: {
    side: {
      mine: { alignItems: 'flex-end' },
      theirs: { alignItems: 'flex-start' },
    },
  },
})

export const bubble = recipe({
  base: {
    maxWidth: 'min(80%, 32rem)',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.lg,
    fontSize: vars.fontSize.md,
    lineHeight: 1.4,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    side: {
      mine: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderEndEndRadius: vars.radius.sm,
      },
      theirs: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderEndStartRadius: vars.radius.sm,
      },
    },
    media: { true: { padding: vars.space.xxs, background: 'transparent' } },
  },
})

export const picture = style({
  display: 'block',
  width: '160px',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
})

export const caption = style({
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  marginTop: vars.space.xxs,
})

export const meta = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
})

export const failed = style({
  color: vars.color.danger,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'underline',
})

export const action = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.muted,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
})

export type RowVariants = NonNullable<RecipeVariants<typeof row>>
