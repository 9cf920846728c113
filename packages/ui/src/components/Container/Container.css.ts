import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const containerWidths = ['narrow', 'regular', 'wide'] as const

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    '@media': {
      [mediaQueries.md]: { paddingInline: vars.space.xl },
    },
  },
  variants: {
    width: {
      narrow: { maxWidth: '560px' },
      regular: { maxWidth: '960px' },
      wide: { maxWidth: '1200px' },
    },
  },
  defaultVariants: { width: 'wide' },
})

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>
