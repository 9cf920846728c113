import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const badgeTones = ['default', 'primary', 'unread', 'warning', 'danger', 'success'] as const
export const badgeSizes = ['sm', 'md'] as const

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      default: { background: vars.color.secondary, color: vars.color.onSecondary },
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      unread: { background: vars.color.unread, color: vars.color.onUnread },
      warning: { background: vars.color.warning, color: vars.color.onWarning },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
      success: { background: vars.color.success, color: vars.color.onSuccess },
    },
    size: {
      sm: { minWidth: '18px', height: '18px', paddingInline: '5px', fontSize: '0.6875rem' },
      md: {
        minWidth: '22px',
        height: '22px',
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.xs,
      },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
})

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>
