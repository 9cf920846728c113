import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'
import { dismissButton } from '../../utils/dismiss-button.css.ts'

export { statusTones as toastTones } from '../../utils/tone.ts'

export const toastMaxWidth = '350px'

export const region = style({
  position: 'fixed',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: `calc(76px + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.md]: {
      left: 'auto',
      right: vars.space.xl,
      bottom: vars.space.xl,
      alignItems: 'flex-end',
    },
  },
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'inherit',
  gap: vars.space.sm,
  width: '100%',
})

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    width: '100%',
    maxWidth: toastMaxWidth,
    padding: vars.space.md,
    paddingLeft: vars.space.lg,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '5px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.primary },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      danger: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
})

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>

export const icon = recipe({
  base: { marginTop: '2px' },
  variants: {
    tone: {
      info: { color: vars.color.primary },
      success: { color: vars.color.success },
      warning: { color: vars.color.onWarningSoft },
      danger: { color: vars.color.danger },
    },
  },
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'break-word',
})

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
})

export const dismiss = style([
  dismissButton,
  {
    marginTop: '-4px',
    marginRight: '-4px',
    color: vars.color.muted,
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
])
