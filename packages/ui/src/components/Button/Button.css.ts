import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const
export const buttonSizes = ['sm', 'md', 'lg'] as const

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    // Never wider than its column: a label with no room (a long translation on a phone) wraps
    // onto a second line instead of pushing the page sideways.
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    transition: 'background-color 120ms ease, box-shadow 120ms ease, transform 80ms ease',
    selectors: {
      '&:active:not([aria-disabled="true"]):not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primaryHover,
            boxShadow: vars.shadow.md,
          },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.secondaryHover,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primarySoft,
            color: vars.color.onPrimarySoft,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.dangerHover,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: '36px',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: '44px',
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: '52px',
        paddingInline: vars.space.xxl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%', paddingBlock: vars.space.xs },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

export const label = style({
  minWidth: 0,
  overflowWrap: 'break-word',
})
