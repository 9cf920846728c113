import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const
export const cardElevations = ['flat', 'raised'] as const

export const card = recipe({
  // No display: the elements it renders are blocks, and a caller's layout class (a stack)
  // must win whatever order the style sheets load in.
  base: {
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg, '@media': { [mediaQueries.md]: { padding: vars.space.xl } } },
      lg: { padding: vars.space.xl, '@media': { [mediaQueries.md]: { padding: vars.space.xxl } } },
    },
    elevation: {
      flat: { boxShadow: 'none' },
      raised: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'raised' },
})

export type CardVariants = NonNullable<RecipeVariants<typeof card>>
