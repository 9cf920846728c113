import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const keyValueColumns = ['one', 'two'] as const

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const list = recipe({
  base: { display: 'grid', gap: vars.space.sm, margin: 0 },
  variants: {
    columns: {
      one: {},
      two: {
        '@media': {
          [mediaQueries.lg]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.xl },
        },
      },
    },
  },
  defaultVariants: { columns: 'one' },
})

export type ListVariants = NonNullable<RecipeVariants<typeof list>>

/** Term above value on phones, beside it from 576 px. */
export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'minmax(8rem, 35%) 1fr', gap: vars.space.md },
  },
})

export const term = style({
  color: vars.color.muted,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
})

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
})
