import { keyframes, style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const spinnerSizes = ['sm', 'md', 'lg'] as const
export const spinnerTones = ['primary', 'current'] as const

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } })

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' })

export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderRightColor: 'transparent',
    animation: `${rotate} 0.8s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '28px', height: '28px', borderWidth: '3px' },
      lg: { width: '44px', height: '44px', borderWidth: '4px' },
    },
    tone: {
      primary: {
        borderTopColor: vars.color.primary,
        borderBottomColor: vars.color.primary,
        borderLeftColor: vars.color.primary,
      },
      current: {
        borderTopColor: 'currentColor',
        borderBottomColor: 'currentColor',
        borderLeftColor: 'currentColor',
      },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
})

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>
