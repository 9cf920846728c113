import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: '50%',
    background: vars.color.primarySoft,
    color: vars.color.onPrimarySoft,
    fontWeight: vars.fontWeight.bold,
    overflow: 'hidden',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
      lg: { width: '56px', height: '56px', fontSize: vars.fontSize.lg },
      xl: { width: '96px', height: '96px', fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'md' },
})

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})
