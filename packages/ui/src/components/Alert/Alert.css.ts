import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'
import { dismissButton } from '../../utils/dismiss-button.css.ts'

export { statusTones as alertTones } from '../../utils/tone.ts'

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      info: {
        background: vars.color.infoSoft,
        color: vars.color.onInfoSoft,
        borderColor: vars.color.secondary,
      },
      success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
    },
  },
  defaultVariants: { tone: 'info' },
})

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>

export const icon = style({ marginTop: '1px' })

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'break-word',
})

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
})

export const dismiss = style([
  dismissButton,
  {
    marginTop: '-6px',
    marginRight: '-8px',
    color: 'inherit',
    selectors: {
      '&:hover': { background: 'rgba(0, 0, 0, 0.06)' },
    },
  },
])
