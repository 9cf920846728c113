import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const linkTones = ['primary', 'text', 'muted', 'inherit'] as const

export const link = recipe({
  base: {
    fontWeight: vars.fontWeight.medium,
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    ':hover': { textDecorationThickness: '2px' },
  },
  variants: {
    tone: {
      primary: { color: vars.color.link },
      text: { color: vars.color.text },
      muted: { color: vars.color.muted },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: { textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
    },
  },
  defaultVariants: { tone: 'primary', underline: 'always' },
})

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>
