import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'

export const iconSizes = ['sm', 'md', 'lg'] as const

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '24px', height: '24px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>
