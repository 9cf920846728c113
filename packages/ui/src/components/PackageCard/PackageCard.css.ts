import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const packageStyles = ['p0', 'p1', 'p2', 'p3'] as const

export const packageCard = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    border: `2px solid ${vars.color.border}`,
    minWidth: 0,
  },
  variants: {
    packageStyle: {
      p0: {},
      p1: { borderColor: vars.color.secondary },
      p2: { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
      p3: {
        background: vars.color.primarySoft,
        color: vars.color.onPrimarySoft,
        borderColor: vars.color.primary,
      },
    },
  },
  defaultVariants: { packageStyle: 'p0' },
})

export type PackageCardVariants = NonNullable<RecipeVariants<typeof packageCard>>

export const popular = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const credits = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const price = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const listPrice = style({
  textDecoration: 'line-through',
  color: vars.color.muted,
  marginInlineEnd: vars.space.sm,
  fontWeight: vars.fontWeight.regular,
})

export const detail = style({ color: 'inherit', opacity: 0.85, fontSize: vars.fontSize.sm })

export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm })
