import { keyframes, style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const modalSizes = ['sm', 'md', 'lg'] as const

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.backdrop,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.sm,
  background: vars.color.backdrop,
  animation: `${fadeIn} 150ms ease-out`,
  overflowY: 'auto',
  '@media': {
    [mediaQueries.sm]: { alignItems: 'center', padding: vars.space.xl },
  },
})

export const dialog = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: 'calc(100dvh - 16px)',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    animation: `${rise} 180ms ease-out`,
    overflow: 'hidden',
    selectors: {
      '&:focus-visible': { outline: 'none' },
    },
    '@media': {
      [mediaQueries.sm]: { maxHeight: 'calc(100dvh - 48px)' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export type ModalVariants = NonNullable<RecipeVariants<typeof dialog>>

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingTop: vars.space.xl,
  paddingInline: vars.space.xl,
})

export const title = style({
  flex: '1 1 auto',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  marginTop: '-6px',
  marginRight: '-8px',
  background: 'transparent',
  border: 'none',
  borderRadius: '50%',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflowY: 'auto',
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBottom: vars.space.xl,
})

/**
 * A modal shown with the page (`inPlace`): it is there at the first paint, without an entrance.
 * Last in the file, so that its rule comes after the backdrop's and the dialog's animations.
 */
export const still = style({ animation: 'none' })
